/**
 * Header names the spec §7 backend API expects, kept in one place so the client, the gateways that
 * use it and our own implementation of the API (the catalogue service) cannot drift apart.
 *
 * - `x-site-id`: the configured site id, on every request.
 * - `accept-language`: the visitor's locale, on GET when the caller gives one.
 * - `x-client`: the client marker, value `true`, on GET (one endpoint is also called without it).
 * - `content-type: application/json`: on POST and PUT.
 * - `x-property-software-client: true`: extra POST header the estate search sends
 *   (`PROPERTY_SOFTWARE_CLIENT_HEADER`).
 */
export const SITE_ID_HEADER = 'x-site-id';
export const ACCEPT_LANGUAGE_HEADER = 'accept-language';
export const CLIENT_HEADER = 'x-client';
export const CONTENT_TYPE_HEADER = 'content-type';

export const CLIENT_HEADER_VALUE = 'true';
export const JSON_CONTENT_TYPE = 'application/json';

export const PROPERTY_SOFTWARE_CLIENT_HEADER: Readonly<Record<string, string>> = Object.freeze({
  'x-property-software-client': 'true',
});
