import { awsCostLines, costTable, dominantTerms, monthlyQuantities, totalUsd, USER_LEVELS } from '../../../scripts/cost/model';
import { AWS_PRICES, type AwsPriceName } from '../../../scripts/cost/prices';

/** `npm run cost` (scripts/cost.ts): the arithmetic of its model, as a reader of its table relies on it. */

const line = (users: number, name: AwsPriceName) => awsCostLines(users).find((each) => each.name === name)!;

describe('the monthly cost model', () => {
  it('doubles a usage-proportional line with no free tier when the users double', () => {
    for (const name of ['apiGatewayRestRequest', 'dynamoWrite', 'dynamoRead', 'sesEmail'] as const) {
      expect(AWS_PRICES[name].free).toBe(0);
      expect(line(200_000, name).usd).toBeCloseTo(2 * line(100_000, name).usd, 6);
    }
  });

  it('keeps a fixed line, such as the firewalls, the same at every level', () => {
    expect(new Set(USER_LEVELS.map((users) => line(users, 'wafWebAcl').usd))).toEqual(new Set([10]));
  });

  it("takes the free allowance off the account's total once, not per user or per function", () => {
    const { usd, free } = AWS_PRICES.lambdaGbSecond;
    // Beyond the allowance at both levels, twice the users cost twice as much plus one allowance.
    const once = line(100_000, 'lambdaGbSecond').usd;
    const twice = line(200_000, 'lambdaGbSecond').usd;
    expect(twice - 2 * once).toBeCloseTo(free * usd, 6);
    expect(once).toBeCloseTo((monthlyQuantities(100_000).lambdaGbSecond - free) * usd, 6);
    // Within the allowance, nothing to pay rather than a negative amount.
    expect(line(10, 'lambdaGbSecond').usd).toBe(0);
  });

  it('prints one column per level, 1k, 100k and 1M users, each row with an amount in each', () => {
    const table = costTable().split('\n');
    expect(table[0]).toMatch(/1k users\s+100k users\s+1M users$/);
    const total = table.find((row) => row.startsWith('AWS total'))!;
    const amounts = total.match(/\$[\d,.]+/g)!;
    expect(amounts).toHaveLength(3);
    expect(amounts.map((amount) => Number(amount.replace(/[$,]/g, '')))).toEqual(
      USER_LEVELS.map((users) => Number(totalUsd(awsCostLines(users)).toFixed(2))),
    );
    expect(table.find((row) => row.startsWith('OpenAI tokens'))!.match(/\$[\d,.]+/g)).toHaveLength(3);
  });

  it('names the largest lines first with their share of the total', () => {
    const terms = dominantTerms(awsCostLines(1_000_000));
    expect(terms.map((term) => term.percent)).toEqual([...terms.map((term) => term.percent)].sort((a, b) => b - a));
    const largest = [...awsCostLines(1_000_000)].sort((a, b) => b.usd - a.usd)[0]!;
    expect(terms[0]).toEqual({ name: largest.name, percent: (100 * largest.usd) / totalUsd(awsCostLines(1_000_000)) });
  });
});
