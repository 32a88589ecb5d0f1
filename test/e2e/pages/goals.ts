import { expect, type Locator, type Page } from '@playwright/test';
import { WHO5_ITEMS } from '#shared/who5';

/** The Goals page, by the names a screen reader hears. */
export class GoalsPage {
  readonly checkIn: Locator;
  readonly goals: Locator;
  readonly who5: Locator;

  constructor(private readonly page: Page) {
    this.checkIn = page.getByRole('region', { name: "Today's check-in" });
    this.goals = page.getByRole('region', { name: 'Goals you are working on' });
    this.who5 = page.getByRole('region', { name: 'Weekly well-being check' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Goals' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Your goals' })).toBeVisible();
    await expect(this.checkIn).toBeVisible();
  }

  async addGoal(text: string, coachingGoal: string): Promise<void> {
    await this.goals.getByRole('textbox', { name: 'Your goal' }).fill(text);
    await this.goals.getByRole('combobox', { name: 'Coaching goal' }).selectOption({ label: coachingGoal });
    await this.goals.getByRole('button', { name: 'Add goal' }).click();
    await expect(this.goals.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  }

  /** A mood (by its label), the goals worked on, and Save: the keyboard-quick path. */
  async checkInToday(mood: string, goals: string[]): Promise<void> {
    await this.checkIn.getByRole('radio', { name: mood }).check();
    for (const goal of goals) await this.checkIn.getByRole('checkbox', { name: goal }).check();
    await this.checkIn.getByRole('button', { name: 'Save check-in' }).click();
  }

  /** The same answer to each of the five statements, then Submit. */
  async answerWho5(answer: string): Promise<void> {
    for (const item of WHO5_ITEMS) await this.who5.getByRole('group', { name: item }).getByRole('radio', { name: answer }).check();
    await this.who5.getByRole('button', { name: 'Submit' }).click();
  }
}
