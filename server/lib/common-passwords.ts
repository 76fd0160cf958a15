// The most common leaked passwords of 6+ characters (the spec's minimum is 6, so shorter ones are already
// refused). Refusing them costs nothing and stops the first guesses of every credential-stuffing list.
export const COMMON_PASSWORDS = new Set([
  "123456", "password", "12345678", "qwerty", "123456789", "12345678910", "1234567", "1234567890",
  "111111", "123123", "abc123", "password1", "password123", "qwerty123", "000000", "iloveyou",
  "1q2w3e4r", "qwertyuiop", "123321", "654321", "666666", "121212", "dragon", "monkey", "letmein",
  "football", "baseball", "sunshine", "princess", "welcome", "welcome1", "admin123", "administrator",
  "passw0rd", "p@ssw0rd", "p@ssword", "master", "shadow", "superman", "michael", "charlie", "jennifer",
  "trustno1", "starwars", "whatever", "freedom", "hello123", "zaq12wsx", "1qaz2wsx", "qazwsx",
  "asdfghjkl", "asdfgh", "zxcvbnm", "987654321", "999999", "555555", "777777", "888888", "112233",
  "159753", "789456", "147258369", "computer", "internet", "samsung", "google", "secret", "changeme",
  "mustang", "jordan23", "liverpool", "chelsea", "arsenal", "soccer", "hockey", "batman", "pokemon",
  "loveme", "lovely", "babygirl", "ashley", "nicole", "daniel", "jessica", "password2", "qwe123",
  "a123456", "aa123456", "abcd1234", "1234qwer", "test123", "testing", "student", "english", "teacher",
]);
