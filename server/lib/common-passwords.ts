import { dictionary } from "@zxcvbn-ts/language-common";

/** The spec's minimum length: shorter passwords are refused before this list is asked. */
const MINIMUM_LENGTH = 6;

/**
 * Runs of digits that breached-password lists hold but zxcvbn's list leaves out (it finds sequences and
 * repeats by other means): kept from this project's earlier hand-written list.
 */
const DIGIT_RUNS = ["654321", "121212", "987654321", "999999", "555555", "777777", "888888", "p@ssword"];

/**
 * Breached passwords people choose most, about 43,000 of 6 characters or more: the ranked "passwords"
 * list of zxcvbn-ts (from leaked password sets), shipped in its npm package so nothing is fetched at run
 * time. Refusing them at registration and on every password change (ASVS 6.2.4) takes the first guesses
 * of every credential-stuffing list off the table; the sign-in limits deal with the rest. About 4 MB of heap.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [...dictionary["passwords-common"], ...DIGIT_RUNS]
    .map((password) => password.toLowerCase())
    .filter((password) => password.length >= MINIMUM_LENGTH),
);
