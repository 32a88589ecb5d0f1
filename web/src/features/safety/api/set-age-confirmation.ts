import type { AgeConfirmation } from '#shared/safety';
import { api } from '@/lib/api-client';
import { routes } from '@/lib/route-table';

/** PUT /api/user/age-confirmation — for accounts that have none yet (Google from /login, older accounts). */
export const setAgeConfirmation = (ageConfirmation: AgeConfirmation) => api(routes.setAgeConfirmation, { body: { ageConfirmation } });
