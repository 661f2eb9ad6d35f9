/**
 * What the build puts in place of pro-utils' ErrorBoundary (see .umirc.ts,
 * 'lean-pro-components'), which ProLayout wraps every screen in and ProTable
 * every table: the console's own LoadFailure. Theirs said "Something went
 * wrong." in English whatever the language, and imported antd's Result with
 * its illustrations (9 KB gzip) into the signed-in shell; LoadFailure says it
 * in the user's language, offers a reload, and is in the entry already.
 */
export { default as ErrorBoundary } from '@/components/LoadFailure';
