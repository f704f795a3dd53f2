import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { templateOf } from './catalog/templates.ts';
import { hashmarksAt, makeCourse, poseAt, travelBound, usedTemplateLength } from './course.ts';

const templates = [
  ...[1, 2, 3, 4, 5].map((s) => templateOf('straight', s)!),
  ...[1, 2, 3].map((s) => templateOf('bank', s)!),
  ...[1, 2, 3].map((s) => templateOf('turn', s)!),
];

describe('xwing.partial.path: the chord model', () => {
  test('t = 0 is the start pose for every template, base and side', () => {
    for (const template of templates) {
      for (const L of [40, 60, 80]) {
        for (const side of [-1, 1] as const) {
          const start = { x: 300, y: 200, heading: 30 };
          const p = poseAt(makeCourse(start, L, template, side, false), 0);
          expect(p.x).toBeCloseTo(300, 9);
          expect(p.y).toBeCloseTo(200, 9);
          expect(p.heading).toBeCloseTo(30, 9);
        }
      }
    }
  });

  test('both hashmarks stay on the extended centre line exactly one base length apart (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: templates.length - 1 }), fc.constantFrom(40, 60, 80), fc.double({ min: 0, max: 1, noNaN: true }), (k, L, t) => {
        const template = templates[k]!;
        const course = makeCourse({ x: 0, y: 0, heading: 0 }, L, template, 1, false);
        const { rear, front } = hashmarksAt(course, t * course.travel);
        expect(Math.hypot(front.x - rear.x, front.y - rear.y)).toBeCloseTo(L, 7);
        if (template.kind !== 'straight') {
          // On the line: lead-in x = 0 (y <= 0), arc |p - (R, 0)| = R, or the run-out.
          for (const p of [rear, front]) {
            const onLead = Math.abs(p.x) < 1e-9 && p.y <= 1e-9;
            const onArc = Math.abs(Math.hypot(p.x - template.radius, p.y) - template.radius) < 1e-7;
            const a = (template.angle * Math.PI) / 180;
            const ex = template.radius * (1 - Math.cos(a));
            const ey = template.radius * Math.sin(a);
            const along = (p.x - ex) * Math.sin(a) + (p.y - ey) * Math.cos(a);
            const across = -(p.x - ex) * Math.cos(a) + (p.y - ey) * Math.sin(a);
            const onRun = Math.abs(across) < 1e-7 && along >= -1e-7;
            expect(onLead || onArc || onRun).toBe(true);
          }
        }
      }),
    );
  });

  test('the path is continuous: small steps in t move the centre little', () => {
    for (const template of templates) {
      const course = makeCourse({ x: 0, y: 0, heading: 0 }, 40, template, -1, false);
      const bound = travelBound(course, 40);
      for (let i = 0; i < 1000; i++) {
        const a = poseAt(course, i / 1000);
        const b = poseAt(course, (i + 1) / 1000);
        expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeLessThanOrEqual(bound / 1000);
      }
    }
  });

  test('xwing.obstacle.partial: the used template is cut under the rear hashmark', () => {
    const course = makeCourse({ x: 0, y: 0, heading: 0 }, 40, templateOf('straight', 3)!, 0, false);
    expect(usedTemplateLength(course, 1)).toBe(120);
    expect(usedTemplateLength(course, 0)).toBe(0);
    expect(usedTemplateLength(course, 100 / 160)).toBeCloseTo(60, 9);
    expect(usedTemplateLength(course, 20 / 160)).toBe(0);
  });
});
