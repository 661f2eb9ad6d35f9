/**
 * The system section's words (translations and dictionaries), loaded with its screens (SectionWords), with the
 * seeded dictionary entries' names, which the standardization section loads too (src/startup/locales.ts).
 */
import dictionaries from './dictionaries';
import dictionary from './dictionary';
import translations from './translations';

export default { ...translations, ...dictionaries, ...dictionary };
