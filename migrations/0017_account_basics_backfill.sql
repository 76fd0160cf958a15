-- Issue 28: what existing accounts need for email confirmation (filled with the verification work).
SELECT 1;
