/**
 * The time zones this browser knows, for a select; the given zone is always in the list (an old
 * browser may not list a zone the server accepted).
 */
export function timeZoneOptions(current: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  const zones = intl.supportedValuesOf ? intl.supportedValuesOf("timeZone") : ["UTC"];
  return zones.includes(current) ? zones : [current, ...zones];
}
