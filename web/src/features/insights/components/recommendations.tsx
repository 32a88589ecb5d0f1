import { useId } from 'react';
import { GOALS, STYLES, type ChatGoal, type ChatStyle } from '#shared/chat';
import { canUseGoal, canUseStyle, type PlanName } from '#shared/plans';
import type { PremiumInsights } from '#shared/schemas/insights';
import { Button } from '@/components/button';

export interface SessionChoice {
  goal: ChatGoal;
  style: ChatStyle;
}

export interface RecommendationsProps {
  recommendations: PremiumInsights['recommendations'];
  plan: PlanName | null | undefined;
  /** Opens a new session with this goal and style on the dashboard. */
  onStart: (choice: SessionChoice) => void;
  onUpgrade: () => void;
}

/**
 * Future-session recommendations: each starts a session with its goal and style in
 * one click; one the plan does not allow opens the plan popup instead, as the wizard does.
 */
export function Recommendations({ recommendations, plan, onStart, onUpgrade }: RecommendationsProps) {
  const id = useId();
  return (
    <section className="insights-card" aria-labelledby={id}>
      <h2 id={id} className="insights-card__title">
        Future sessions recommendation
      </h2>
      {recommendations.length === 0 ? (
        <p className="insights-card__muted">No recommendation yet: they come from your latest reports.</p>
      ) : (
        <ul className="recommendations" role="list">
          {recommendations.map((recommendation) => {
            const { goal, style } = recommendation;
            const allowed = canUseGoal(plan, goal) && canUseStyle(plan, style);
            return (
              <li key={`${recommendation.chatId}-${goal}-${style}`} className="recommendation">
                <p className="recommendation__choice">
                  {GOALS[goal]} · {STYLES[style]}
                </p>
                <p className="recommendation__reason">{recommendation.reason}</p>
                <Button
                  variant={allowed ? 'primary' : 'secondary'}
                  {...(allowed ? {} : { 'aria-haspopup': 'dialog' as const })}
                  onClick={() => (allowed ? onStart({ goal, style }) : onUpgrade())}
                >
                  {allowed ? 'Start this session' : 'Upgrade to start this session'}
                  <span className="visually-hidden">
                    : {GOALS[goal]}, {STYLES[style]}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
