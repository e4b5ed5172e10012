/**
 * The exact decimal digits of a non-negative integer number, as `BigInt(n).toString()` gives them,
 * without BigInt (Safari 14; the supported iOS 12 WebView has none). `toFixed(0)` is exact below
 * 1e21; above, the number is its 53-bit mantissa times a power of two, doubled digit by digit.
 */
export function integerDigits(n: number): string {
  if (n < 1e21) return n.toFixed(0);
  let mantissa = n;
  let exponent = 0;
  while (mantissa > Number.MAX_SAFE_INTEGER) {
    mantissa /= 2;
    exponent += 1;
  }
  const digits = mantissa.toFixed(0).split('').reverse().map(Number);
  for (; exponent > 0; exponent -= 1) {
    let carry = 0;
    for (let i = 0; i < digits.length; i += 1) {
      const doubled = digits[i]! * 2 + carry;
      digits[i] = doubled % 10;
      carry = doubled >= 10 ? 1 : 0;
    }
    if (carry > 0) digits.push(carry);
  }
  return digits.reverse().join('');
}
