/**
 * The one-time code of an e-mailed link (verify the e-mail, reset the password). The links carry it
 * in the fragment (`#oobCode=…`), which browsers never send to a server, so it appears in no access
 * log and no Referer; links sent before that change carry it in the query, and still work.
 */
export function actionCode(location: { hash: string; search: string }): string | null {
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('oobCode') ?? new URLSearchParams(location.search).get('oobCode');
}
