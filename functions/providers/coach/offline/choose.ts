/**
 * Picks among variants of a line so that the same conversation always gets the same reply (tests
 * stay stable, a regenerate shows the same text) while different conversations differ, and so
 * that a line the coach already used in this conversation is not used again while others remain.
 */

/** FNV-1a, 32 bits: small, fast and well spread for short strings. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const normalise = (text: string): string => text.toLowerCase().replace(/\W+/g, ' ').trim();

export class Chooser {
  private readonly used: string[];

  /**
   * @param seed what makes this conversation and this turn distinct
   * @param earlier the coach's earlier replies in this conversation, whose lines are avoided
   */
  constructor(
    private readonly seed: string,
    earlier: readonly string[],
  ) {
    this.used = earlier.map(normalise);
  }

  /** True when the line appears in one of the coach's earlier replies. */
  wasUsed(line: string): boolean {
    const key = normalise(line);
    return key.length > 0 && this.used.some((reply) => reply.includes(key));
  }

  /** The first of `options` not used before, in their order of preference; else the first. */
  first<T>(options: readonly T[], text: (option: T) => string = String): T {
    if (options.length === 0) throw new Error('No options');
    return options.find((option) => !this.wasUsed(text(option))) ?? options[0]!;
  }

  /** One of `options`, chosen from the seed and `slot`, preferring lines not used before. */
  pick<T>(slot: string, options: readonly T[], text: (option: T) => string = String): T {
    if (options.length === 0) throw new Error(`No options for ${slot}`);
    const start = hash(`${this.seed}|${slot}`) % options.length;
    for (let i = 0; i < options.length; i += 1) {
      const option = options[(start + i) % options.length]!;
      if (!this.wasUsed(text(option))) return option;
    }
    return options[start]!;
  }
}
