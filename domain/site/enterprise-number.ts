/**
 * The enterprise number as the Crossroads Bank for Enterprises writes it, "0123.456.789": without the "BE" that
 * makes it a VAT number (issue 24). A backend that sends the VAT form still shows right; anything else stays as sent.
 */
export function enterpriseNumber(companyNumber: string): string {
  const digits = companyNumber.replace(/^\s*BE[\s.]*/i, '').replace(/\D/g, '');
  if (digits.length !== 10 && digits.length !== 9) return companyNumber.trim();
  const ten = digits.padStart(10, '0');
  return `${ten.slice(0, 4)}.${ten.slice(4, 7)}.${ten.slice(7)}`;
}
