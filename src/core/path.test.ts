import { expect, test } from 'vitest';
import { formatPath } from './path.ts';

test('JSON paths are written as ships[2].pose.heading (CONVENTIONS section 3)', () => {
  expect(formatPath(['ships', 2, 'pose', 'heading'])).toBe('ships[2].pose.heading');
  expect(formatPath([])).toBe('');
  expect(formatPath(['maneuver', 'yaw', 0])).toBe('maneuver.yaw[0]');
  expect(formatPath(['reach', '26 b'])).toBe('reach["26 b"]');
});
