/**
 * The dash shown for a missing value. A module of its own: dayjs does not declare itself free of
 * side effects, so a screen importing the dash from ./format would load dayjs (3 KB gzip) with it.
 */
export const EMPTY = '-';
