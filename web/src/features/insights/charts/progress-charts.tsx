import { CHECK_IN_LIMITS } from '#shared/goals';
import type { ProgressResponse } from '#shared/schemas/check-ins';
import { WHO5_MEANING } from '#shared/who5';
import { counted, dayLabel, MOOD_WORDS, moodWord, weekLabel } from '../labels';
import { ChartFigure } from './chart-figure';
import { LineChart } from './line-chart';

/**
 * The progress section's charts: the daily check-ins' mood and the weekly WHO-5
 * scores, each with its summary and table, drawn by the same line chart as the sessions' mood.
 */

const MOOD_TICKS = Object.entries(MOOD_WORDS).map(([value, label]) => ({ value: Number(value), label }));

export function DailyMoodChart({ checkIns }: { checkIns: ProgressResponse['checkIns'] }) {
  const latest = checkIns.at(-1);
  const count = counted(checkIns.length, 'check-in');
  const summary = latest
    ? `Your mood in ${count} over the last ${CHECK_IN_LIMITS.historyDays} days, from Very low to Great; the latest, on ${dayLabel(latest.date)}, was ${moodWord(latest.mood)}.`
    : `No check-ins in the last ${CHECK_IN_LIMITS.historyDays} days yet.`;
  return (
    <ChartFigure
      level={3}
      title="Mood from your daily check-ins"
      summary={summary}
      basis={`Based on ${count}, the mood you picked each day.`}
      table={{ columns: ['Date', 'Mood'], rows: checkIns.map((checkIn) => [dayLabel(checkIn.date), moodWord(checkIn.mood)]) }}
    >
      {latest ? (
        <LineChart
          points={checkIns.map((checkIn) => ({ key: checkIn.date, label: dayLabel(checkIn.date), value: checkIn.mood }))}
          domain={[CHECK_IN_LIMITS.minMood, CHECK_IN_LIMITS.maxMood]}
          ticks={MOOD_TICKS}
        />
      ) : null}
    </ChartFigure>
  );
}

export function Who5Chart({ who5 }: { who5: ProgressResponse['who5'] }) {
  const latest = who5.at(-1);
  const weeks = counted(who5.length, 'week');
  const summary = latest
    ? `${WHO5_MEANING.scale} Your scores over ${weeks}; the latest, for ${weekLabel(latest.week)}, was ${latest.score}.`
    : `${WHO5_MEANING.scale} No weekly scores yet: the WHO-5 check on the Goals page adds one each week.`;
  return (
    <ChartFigure
      level={3}
      title="WHO-5 over weeks"
      summary={summary}
      basis={`Based on your answers to the WHO-5 check in ${weeks}.`}
      table={{ columns: ['Week', 'Score (0 to 100)'], rows: who5.map((result) => [weekLabel(result.week), result.score]) }}
    >
      {latest ? (
        <LineChart
          points={who5.map((result) => ({ key: result.week, label: weekLabel(result.week), value: result.score }))}
          domain={[0, 100]}
          ticks={[0, 50, 100].map((value) => ({ value, label: String(value) }))}
        />
      ) : null}
    </ChartFigure>
  );
}
