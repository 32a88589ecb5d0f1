import { showsEmotionShares } from '#shared/insights/emotion-shares';
import { DISTRESS_LEVELS } from '#shared/insights/session-report';
import type { BasicInsights, PremiumInsights } from '#shared/schemas/insights';
import { capitalize, counted, emotionBasis, emotionText, percent, sessionAxisLabels, sessionName } from '../labels';
import { BarChart, type BarDatum } from './bar-chart';
import { ChartFigure } from './chart-figure';
import { LineChart } from './line-chart';

/**
 * The Insights page's charts, each with its summary, what it rests on, and its table. This file
 * and what it imports (visx) load only with the Insights route's chunk.
 */

const sessions = (count: number) => counted(count, 'session');

/** The basis of a chart drawn from the session reports. */
const fromReports = (count: number) => `Based on ${counted(count, 'session report')}.`;

export function MoodChart({ mood }: { mood: BasicInsights['mood'] }) {
  const latest = mood.at(-1);
  const summary = latest
    ? `Mood in your own words over ${sessions(mood.length)}, from −1 (very negative) to 1 (very positive); the latest was ${latest.label}.`
    : 'No mood to show yet.';
  const dates = sessionAxisLabels(mood.map((point) => point.startTime));
  return (
    <ChartFigure
      title="Mood over time"
      summary={summary}
      basis={`Based on your own messages in ${sessions(mood.length)} with a report.`}
      table={{
        columns: ['Session', 'Date', 'Mood', 'Score (−1 to 1)'],
        rows: mood.map((point, index) => [sessionName(point), dates[index]!, capitalize(point.label), point.score.toFixed(2)]),
      }}
    >
      <LineChart
        points={mood.map((point, index) => ({ key: point.chatId, label: dates[index]!, value: point.score }))}
        domain={[-1, 1]}
        ticks={[
          { value: 1, label: 'Positive' },
          { value: 0, label: 'Neutral' },
          { value: -1, label: 'Negative' },
        ]}
      />
    </ChartFigure>
  );
}

export function DistressChart({ distress }: { distress: PremiumInsights['distress'] }) {
  const latest = distress.at(-1);
  const summary = latest
    ? `Levels of anxiety and distress over ${sessions(distress.length)}; the latest was ${latest.level}.`
    : 'No levels to show yet.';
  const dates = sessionAxisLabels(distress.map((point) => point.startTime));
  return (
    <ChartFigure
      title="Levels of anxiety and distress"
      summary={summary}
      basis={fromReports(distress.length)}
      table={{
        columns: ['Session', 'Date', 'Level'],
        rows: distress.map((point, index) => [sessionName(point), dates[index]!, capitalize(point.level)]),
      }}
    >
      <LineChart
        points={distress.map((point, index) => ({
          key: point.chatId,
          label: dates[index]!,
          value: DISTRESS_LEVELS.indexOf(point.level),
        }))}
        domain={[0, DISTRESS_LEVELS.length - 1]}
        ticks={DISTRESS_LEVELS.map((level, index) => ({ value: index, label: capitalize(level) }))}
      />
    </ChartFigure>
  );
}

/** Bars of how many sessions named each item: stress sources or discussion topics, out of `reports` session reports. */
export function SessionCountChart(props: {
  title: string;
  what: string;
  items: ReadonlyArray<{ name: string; sessions: number }>;
  reports: number;
}) {
  const { title, what, items, reports } = props;
  const data: BarDatum[] = items.map((item) => ({
    label: capitalize(item.name),
    value: item.sessions,
    valueText: sessions(item.sessions),
  }));
  const summary =
    data.length > 0
      ? `${capitalize(what)}, by the number of sessions that named them: ${data.map((datum) => `${datum.label} (${datum.valueText})`).join(', ')}.`
      : `No ${what} noted yet.`;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      basis={fromReports(reports)}
      table={{ columns: [capitalize(what), 'Sessions'], rows: data.map((d) => [d.label, d.value]) }}
    >
      {data.length > 0 ? <BarChart data={data} /> : null}
    </ChartFigure>
  );
}

/**
 * Each emotion's share of the emotion words across the sessions: bars of percentages when enough
 * words carry them (shared/insights/emotion-shares.ts), otherwise the emotions named in words, most first.
 */
export function EmotionsChart({ emotions, emotionWords }: Pick<PremiumInsights, 'emotions' | 'emotionWords'>) {
  const shares = showsEmotionShares(emotionWords);
  const data: BarDatum[] = emotions.map(({ emotion, share }) => ({ label: capitalize(emotion), value: share, valueText: percent(share) }));
  const named = emotions.map(({ emotion, share }) => emotionText(emotion, share, emotionWords)).join(', ');
  const summary =
    data.length > 0
      ? `Emotions heard across your sessions, ${shares ? 'as shares of all emotional words' : 'most first'}: ${named}.`
      : 'No emotions noted yet.';
  return (
    <ChartFigure
      title="Emotions"
      summary={summary}
      basis={emotionBasis(emotionWords)}
      table={
        shares
          ? { columns: ['Emotion', 'Share'], rows: data.map((d) => [d.label, d.valueText]) }
          : { columns: ['Emotion'], rows: data.map((d) => [d.label]) }
      }
    >
      {data.length > 0 && shares ? <BarChart data={data} /> : null}
    </ChartFigure>
  );
}
