import * as z from 'zod/mini';

export const providerSchema = z.enum(['Email', 'Google']);

/** User details of spec section 3. */
export const userDetails = z.object({
  uid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  provider: providerSchema,
});
export type UserDetails = z.infer<typeof userDetails>;

export const loggedInResponse = z.object({ status: z.boolean() });
