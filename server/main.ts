import { AdminUsernameTakenError } from "./auth/admin-account.service";
import { PaymentsConfigError } from "./billing/payments-setup";
import { EnvError } from "./env";
import { startServer } from "./index";

// The server's entry point: `tsx watch server/main.ts` in development, dist/server/main.js once built.
// Configuration mistakes print their own sentence; anything else its stack.
const isConfigurationError = (error: unknown) =>
  error instanceof EnvError || error instanceof PaymentsConfigError || error instanceof AdminUsernameTakenError;

startServer().catch((error: unknown) => {
  console.error(isConfigurationError(error) && error instanceof Error ? error.message : error);
  process.exit(1);
});
