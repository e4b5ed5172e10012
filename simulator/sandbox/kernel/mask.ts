/**
 * A mobile as the platform shows it to others: `138****0002`. Unlike the app's `maskMobile`
 * (src/lib/domain/mobile.ts), it masks whatever it is given (an unknown user's '' becomes '****'),
 * which the sandbox's answers have always carried.
 */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
