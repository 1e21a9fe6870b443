// Passwords that guessing tools try first: the most frequent ones in published breach statistics,
// and the shop's own words. A password of at least MIN_PASSWORD_LENGTH characters that is on this
// list, or is one character repeated, or a run of the keyboard or the alphabet, is refused with
// AUTH_COMMON_PASSWORD.
const COMMON = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "123123", "123321", "654321", "666666", "111111",
  "000000", "121212", "112233", "123654", "159753", "147258", "147258369", "987654321", "0987654321", "789456",
  "password", "password1", "password12", "password123", "passw0rd", "p@ssword", "p@ssw0rd", "pass123", "pass1234",
  "qwerty", "qwerty1", "qwerty12", "qwerty123", "qwertyuiop", "qwertz", "azerty", "asdfgh", "asdfghjkl", "zxcvbn",
  "zxcvbnm", "1q2w3e", "1q2w3e4r", "1q2w3e4r5t", "q1w2e3r4", "1qaz2wsx", "qazwsx", "abc123", "abcd1234", "a123456",
  "123abc", "iloveyou", "letmein", "welcome", "welcome1", "monkey", "dragon", "master", "sunshine", "princess",
  "football", "baseball", "shadow", "superman", "batman", "trustno1", "starwars", "whatever", "freedom", "michael",
  "jordan23", "charlie", "hunter2", "hello123", "secret", "secret1", "changeme", "default", "admin", "admin123",
  "administrator", "root123", "test123", "testing", "guest123", "login", "access", "mustang", "computer", "internet",
  "killer", "soccer", "hockey", "ranger", "buster", "pepper", "ginger", "summer", "winter", "flower",
  "cheese", "cookie", "chocolate", "banana", "orange", "purple", "silver", "yellow", "blink182", "liverpool",
  "arsenal", "chelsea", "samsung", "google", "facebook", "youtube", "linkedin", "myspace", "zaq12wsx", "password!",
  "йцукен", "йцукенг", "пароль", "пароль1", "qwerty7", "overland", "overland1", "offroad", "4x4x4x", "landcruiser",
]);

const KEYBOARD_RUNS = ["1234567890", "0987654321", "qwertyuiop", "asdfghjkl", "zxcvbnm", "abcdefghijklmnopqrstuvwxyz", "йцукенгшщзхъ", "фывапролджэ"];

/** True for a password guessing tools try first (see above); case does not matter. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.trim().toLowerCase();
  if (COMMON.has(lowered)) return true;
  if (lowered.length > 0 && [...lowered].every((char) => char === lowered[0])) return true;
  return KEYBOARD_RUNS.some((run) => run.includes(lowered) || [...run].reverse().join("").includes(lowered));
}
