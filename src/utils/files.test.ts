/** A chosen file is checked before it is sent: its extension, its size, that it has any bytes. */
import { extensionOf, fileProblem } from './files';

const LIMITS = { extensions: ['.zip', '.gz', '.tar.gz', '.log', '.txt'], maxBytes: 100 * 1024 * 1024 };

describe('file checks', () => {
  it('finds the extension at the end of the name, the longest first, any case', () => {
    expect(extensionOf('robot.tar.gz', LIMITS.extensions)).toBe('.tar.gz');
    expect(extensionOf('robot.GZ', LIMITS.extensions)).toBe('.gz');
    expect(extensionOf('today.Log', LIMITS.extensions)).toBe('.log');
    expect(extensionOf('robot.tar', LIMITS.extensions)).toBeUndefined();
    expect(extensionOf('zip', LIMITS.extensions)).toBeUndefined();
    expect(extensionOf('.zip', LIMITS.extensions)).toBeUndefined();
  });

  it('refuses a missing file, a foreign type, one over the limit and an empty one', () => {
    expect(fileProblem(undefined, LIMITS)).toBe('required');
    expect(fileProblem({ name: 'shot.png', size: 10 }, LIMITS)).toBe('type');
    expect(fileProblem({ name: 'big.zip', size: LIMITS.maxBytes + 1 }, LIMITS)).toBe('tooLarge');
    expect(fileProblem({ name: 'empty.log', size: 0 }, LIMITS)).toBe('empty');
    expect(fileProblem({ name: 'edge.zip', size: LIMITS.maxBytes }, LIMITS)).toBeUndefined();
    expect(fileProblem({ name: 'a.txt', size: 1 }, LIMITS)).toBeUndefined();
  });
});
