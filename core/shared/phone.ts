/** Formats what is typed as a 3-3-4 phone number: "5125550100" → "512-555-0100", as it grows. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function isFormattedPhone(value: string): boolean {
  return /^\d{3}-\d{3}-\d{4}$/.test(value);
}
