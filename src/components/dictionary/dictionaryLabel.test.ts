/** An entry's label: a translated key in words, a plain name as it is, an untranslated key as the code. */
import { dictionaryLabel, isTranslationKey } from './dictionaryLabel';

const intl = {
  messages: { 'dictionary.platformTag.ROS2': 'ROS 2', 'enum.anomalyClass.2': 'Function' } as Record<string, unknown>,
  formatMessage: ({ id }: { id: string }) => String(intl.messages[id] ?? id),
};

describe('dictionaryLabel', () => {
  it('shows a name that is a translated key in words', () => {
    expect(dictionaryLabel(intl, { name: 'dictionary.platformTag.ROS2', code: 'ROS2' })).toBe('ROS 2');
    expect(dictionaryLabel(intl, { name: 'enum.anomalyClass.2', code: '2' })).toBe('Function');
  });

  it('shows any other name as it is', () => {
    expect(dictionaryLabel(intl, { name: 'Zephyr RTOS', code: 'Zephyr' })).toBe('Zephyr RTOS');
    expect(dictionaryLabel(intl, { name: 'Navigation', code: 'navigation' })).toBe('Navigation');
    expect(dictionaryLabel(intl, { name: '<b>bold</b>', code: 'b' })).toBe('<b>bold</b>');
  });

  it('shows the code instead of a key with no translation', () => {
    expect(dictionaryLabel(intl, { name: 'dictionary.platformTag.QNX', code: 'QNX' })).toBe('QNX');
  });

  it('reads a key as dot-separated words, the first starting with a letter', () => {
    expect(isTranslationKey('dictionary.discipline.navigation')).toBe(true);
    expect(isTranslationKey('Navigation')).toBe(false);
    expect(isTranslationKey('ROS 2.x')).toBe(false);
    expect(isTranslationKey('2.fast')).toBe(false);
  });
});
