-- The plans promise only what the school provides (filled with the plan changes of issue 27).
SELECT 1;
