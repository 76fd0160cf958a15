-- Issue 28, email confirmation (decision 0046): existing accounts are deliberately left unconfirmed,
-- since nobody ever proved those addresses. They are not locked out (sign-in and password reset work
-- as before); receipts and certificates are mailed once the person opens a confirmation link.
SELECT 1;
