/** A staff account's address as it is stored and looked up: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
