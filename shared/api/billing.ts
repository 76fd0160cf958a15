// Contracts of the billing endpoints that both sides read.

/** GET /api/payments/mode: real payments, or the built-in sandbox where no card is charged. */
export type PaymentsModeResponse = { isTestMode: true; notice: string } | { isTestMode: false; notice: null };
