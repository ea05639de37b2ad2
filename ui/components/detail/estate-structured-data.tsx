import type { StructuredData } from '../../../domain/display/listing-structured-data';

/** Inline JSON-LD is data, not script (the CSP needs no hash for it); '<' is escaped so no text can close the script. */
export function EstateStructuredData({ data }: { data: StructuredData }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
