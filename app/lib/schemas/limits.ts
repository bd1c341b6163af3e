/**
 * The longest accepted value of each form field: the forms show them as
 * maxlength, the schemas enforce them and the database columns are sized by
 * them. No imports: drizzle-kit reads this through the database schema.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 150,
  message: 5000,
} as const;

export const TESTIMONIAL_LIMITS = {
  name: 100,
  company: 100,
  feedback: 2000,
} as const;
