/**
 * Real obstacle outlines by the community's XWS obstacle ids (`xwing.obstacle.catalog`): the
 * standard asteroids, debris clouds and gas clouds, as flat polygons in mm.
 *
 * Provenance: FlyCasual (Sandrem/FlyCasual, MIT licence; read from the fork sampson-matt/FlyCasual
 * at commit 61a24f019). `Assets/Scripts/Model/Obstacles/ObstaclesManager.cs` names each piece
 * (`"Core Asteroid " + i` is `coreasteroid` + i, `"Force Awakens Asteroid " + i` is
 * `core2asteroid` + i, `"YT2400 Debris " + i` is `yt2400debris` + i, `"VT49 Debris " + i` is
 * `vt49decimatordebris` + i, `"Gas Cloud " + i` is `gascloud` + i); its prefab
 * `Assets/Resources/Prefabs/Obstacles/<kind>/<name>.prefab` places one mesh
 * (`Assets/ImportedAssets/<mesh>` below, matched by the mesh's GUID in its `.obj.meta`) at a scale
 * in the table plane (`prefabScale`). The meshes come from the Tabletop Simulator X-Wing mod.
 *
 * Measurement (`scripts/obstacle-outlines.ts`, reproducible): the mesh is a thin prism; its top
 * cap's boundary (or, for a bevelled edge, its widest ring) projected onto the table is the
 * outline; x is mirrored where the mesh-to-texture mapping says the art reads mirrored
 * (`mirrored`); mm = mesh units x prefabScale x 17.301 mm, the scale of FlyCasual's template
 * meshes in the same frame (Straight1.obj is 2.312 units for 40 mm, RangeRuler.obj 17.339 units
 * for 300 mm; the small base prefab places them at scale 1); centred on the bounding box;
 * simplified so every mesh point is within 0.5 mm of the outline (Douglas-Peucker); rounded to
 * 0.01 mm. `width` x `length` is the mesh outline's bounding box and `meshArea` its area (mm^2),
 * before simplification.
 *
 * Frame: the piece's own frame, x right and y forward (heading 0), origin at the centre of the
 * bounding box, counter-clockwise. A scenario places it with `pose` (centre and heading) like a
 * ship. Outlines are simple polygons, most of them not convex: the kernel splits them into convex
 * pieces (src/geometry/decompose.ts).
 *
 * Not independently verified against the cardboard: the scale is FlyCasual's in-game scale (the
 * debris meshes are stored in metres, and FlyCasual shows them at 100 x that, 1.73 times their
 * stored size). Pride of Mandalore pieces (pomasteroid1-3, pomdebris1-3) are left out: their
 * meshes' scale could not be tied to the templates.
 */
import { NameIndex } from '../../core/suggest.ts';
import type { ObstacleType } from './obstacles.ts';
import { OBSTACLE_ALIASES, OBSTACLE_KINDS, defaultOutline } from './obstacles.ts';

export interface ObstacleOutline {
  /** XWS obstacle id (`core2asteroid0`). */
  readonly id: string;
  /** Which obstacle it is for the rules (its effects). */
  readonly kind: Extract<ObstacleType, 'asteroid' | 'debris-cloud' | 'gas-cloud'>;
  /** FlyCasual's name of the piece. */
  readonly name: string;
  /** The product it comes from. */
  readonly from: string;
  /** The mesh under FlyCasual's `Assets/ImportedAssets/`. */
  readonly mesh: string;
  /** The prefab's scale in the table plane. */
  readonly prefabScale: number;
  /** Whether x was mirrored to match the art (see the measurement). */
  readonly mirrored: boolean;
  /** Bounding box (mm) and area (mm^2) of the mesh outline. */
  readonly width: number;
  readonly length: number;
  readonly meshArea: number;
  /** Vertices [x, y] in mm, piece frame, counter-clockwise. */
  readonly outline: readonly (readonly [number, number])[];
}

export const OBSTACLE_OUTLINES: readonly ObstacleOutline[] = [
  {
    id: 'coreasteroid0', kind: 'asteroid', name: 'Core Asteroid 0', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A6.obj', prefabScale: 1, mirrored: true,
    width: 65.15, length: 58.5, meshArea: 2759.3,
    outline: [[-27.07, -25.29], [-22.94, -27.67], [-17.76, -27.02], [-12.23, -28.51], [-7.08, -27.53], [-0.65, -29.25], [5.32, -27.23], [12.51, -26.94], [16.37, -25.21], [21.62, -19.69], [24.25, -12.68], [26.78, -8.98], [28.36, 1.87], [32.37, 11.8], [32.05, 14.98], [24.58, 21.48], [19.99, 28.45], [15, 29.25], [10.95, 28.91], [7.16, 27.48], [-2.12, 20.24], [-13.99, 18.29], [-22.75, 13.46], [-27.5, 8.8], [-29.3, 5.11], [-32.58, -8.86], [-30.14, -20.6]],
  },
  {
    id: 'coreasteroid1', kind: 'asteroid', name: 'Core Asteroid 1', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A4.obj', prefabScale: 1, mirrored: true,
    width: 75.82, length: 64.2, meshArea: 3347.7,
    outline: [[-29.48, -28.64], [-25.09, -31.8], [-20.22, -31.75], [-13.99, -29.86], [-5.89, -24.91], [12.96, -21.72], [30.04, -14.92], [33.82, -12.01], [37.43, -5.34], [37.85, 3.62], [37.16, 7.77], [23.45, 15.83], [21.5, 17.74], [17.89, 29.54], [14.21, 31.73], [7.38, 31.86], [-9.43, 28.83], [-17.55, 25.68], [-23.65, 21.89], [-27.49, 17.81], [-31.93, 9.21], [-35.99, 4.08], [-37.91, -1.39], [-37.43, -4.36], [-34.14, -12.07], [-32.52, -23.16]],
  },
  {
    id: 'coreasteroid2', kind: 'asteroid', name: 'Core Asteroid 2', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A5.obj', prefabScale: 1, mirrored: true,
    width: 75.03, length: 78.6, meshArea: 4009,
    outline: [[-32.34, -37.19], [-28.35, -38.99], [-25.68, -39.23], [-18.24, -34.5], [-11.92, -31.87], [11.04, -27.05], [24.8, -20.07], [31.34, -19.63], [33.97, -18.59], [36.64, -12.77], [37.23, -5.35], [30.39, 6.27], [32.87, 20.29], [28.76, 28.7], [27.81, 36.25], [25.73, 38.85], [21.98, 39.3], [16.46, 37.81], [6.82, 30.4], [2.09, 28.13], [-3.64, 27.86], [-11.31, 29.16], [-16, 29.06], [-23.76, 26.18], [-28.34, 22.13], [-30.78, 15.64], [-32.84, 4.85], [-33.08, -7.05], [-37.12, -19.55], [-37.51, -24.2], [-35.95, -33.19]],
  },
  {
    id: 'coreasteroid3', kind: 'asteroid', name: 'Core Asteroid 3', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A3.obj', prefabScale: 1, mirrored: true,
    width: 89.2, length: 64.85, meshArea: 3906,
    outline: [[-31.12, -29.64], [-25.97, -31.9], [-21.49, -32.42], [-8.97, -28.53], [3.07, -28.93], [13.07, -26.78], [17.43, -25.01], [24.56, -19.25], [30.09, -12.75], [36.64, -12.6], [41.12, -9.53], [43.9, -5.34], [44.6, -2.77], [43.6, 2.25], [39.47, 7.1], [21.41, 15.29], [15.26, 23.31], [9.34, 25.47], [3.4, 30.82], [-3.18, 32.42], [-10.46, 30.44], [-21.07, 22.68], [-29.85, 20.7], [-36.59, 17.01], [-39.81, 14.7], [-43.29, 9.61], [-44.38, 4.18], [-44.51, -1.93], [-42.57, -11.3], [-38.78, -21], [-36.36, -24.8]],
  },
  {
    id: 'coreasteroid4', kind: 'asteroid', name: 'Core Asteroid 4', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A2.obj', prefabScale: 1, mirrored: true,
    width: 87.72, length: 63.76, meshArea: 3394.7,
    outline: [[43.86, 19.37], [42.09, 23.04], [38.33, 26.26], [32.01, 29.98], [26.16, 31.73], [21.91, 31.59], [6.32, 28.01], [-2.3, 29.39], [-6.86, 28.83], [-10.26, 26.51], [-17.43, 18.67], [-20.85, 16.41], [-23.84, 16.28], [-31.31, 20.08], [-33.78, 19.24], [-38.34, 15.91], [-42.39, 11.09], [-43.86, -1.45], [-41.28, -7.13], [-38.37, -10.47], [-36.53, -12.1], [-31.62, -13.9], [-22.62, -22.17], [-15.95, -25.09], [-9.18, -24.17], [-1.04, -30.77], [3.62, -31.88], [5.69, -31.46], [8.76, -29.46], [10.29, -27.42], [10.83, -17.43], [12.33, -12.17], [30.13, -1.48], [35.07, 6.47], [41.94, 12.78]],
  },
  {
    id: 'coreasteroid5', kind: 'asteroid', name: 'Core Asteroid 5', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A1.obj', prefabScale: 1, mirrored: true,
    width: 122.53, length: 98.72, meshArea: 8533.2,
    outline: [[61.24, 30.68], [58.54, 38.36], [55.01, 41.63], [45.19, 41.63], [29.77, 48.66], [20.07, 49.26], [-6.43, 44.27], [-11.78, 44.92], [-18.89, 47.16], [-24.39, 47.36], [-37.49, 42.92], [-43.86, 38.38], [-53.63, 26.17], [-59.51, 17.13], [-61.21, 13.05], [-60.14, 6.68], [-56.05, 1.56], [-51.7, -5.96], [-40.51, -17.01], [-39.17, -20.43], [-36.93, -31.93], [-34.38, -36.04], [-29.66, -39.04], [-25.98, -40.32], [-23.82, -40.48], [-19, -38.99], [-9.7, -46], [-2.35, -48.77], [1.75, -49.36], [7.51, -47.12], [14.88, -40.97], [20.75, -29.19], [21.74, -28.61], [30.79, -28.43], [39.05, -26.87], [43.41, -24.8], [47.05, -21.13], [51.16, -14.11], [54.44, -5.17], [53.02, 12.74], [60.53, 26.58]],
  },
  {
    id: 'core2asteroid0', kind: 'asteroid', name: 'Force Awakens Asteroid 0', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 0.obj', prefabScale: 1, mirrored: true,
    width: 76.37, length: 34.53, meshArea: 1444.4,
    outline: [[38.19, 8.72], [37.32, 11.17], [33.6, 14.28], [27.38, 16.59], [20.12, 17.25], [11.2, 16.26], [2.5, 8.7], [-0.12, 7.69], [-4.78, 7.83], [-13.13, 10.42], [-26.55, 10.8], [-33.12, 13.33], [-36.51, 12.72], [-38.03, 11.3], [-37.78, 9.04], [-35.41, 5.96], [-27.62, -0.05], [-23.26, -5.68], [-16.57, -11.68], [-3.16, -13.13], [3.2, -16.38], [6.88, -17.27], [9.61, -16.33], [13.13, -13.65], [21.62, -2.15], [25.03, 0.06], [34.82, 3.41], [37.22, 6.17]],
  },
  {
    id: 'core2asteroid1', kind: 'asteroid', name: 'Force Awakens Asteroid 1', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 1.obj', prefabScale: 1, mirrored: true,
    width: 74.62, length: 88.76, meshArea: 3452.3,
    outline: [[-36.25, 34.92], [-37.24, 31.94], [-35.11, 28.25], [-17.47, 17.44], [-11.97, 12.8], [-10.26, 8.9], [-9.31, 3.43], [-7.99, 1.47], [-5.16, -0.43], [4.6, -3.98], [6.94, -6.72], [7.81, -10.61], [7.09, -15.88], [-2.3, -36.97], [-1.5, -40.45], [0.38, -43.16], [3.37, -44.38], [7.1, -43.21], [23.03, -30.57], [34.38, -25.29], [35.2, -21.05], [33.01, -9.13], [36.78, 5.96], [37.18, 14.35], [34.38, 24.13], [31.01, 29.85], [27.59, 33.7], [21.18, 38.04], [13.14, 41.68], [4.62, 43.64], [-4.04, 44.38], [-15.51, 43.84], [-24.93, 41.71], [-32.22, 38.66]],
  },
  {
    id: 'core2asteroid2', kind: 'asteroid', name: 'Force Awakens Asteroid 2', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 2.obj', prefabScale: 1, mirrored: true,
    width: 66.06, length: 52.76, meshArea: 2198.6,
    outline: [[-33.02, 2.56], [-32.1, 0.14], [-27.57, -5.21], [-27.34, -16.44], [-25.24, -20.29], [-22.23, -21.94], [-11.61, -23.1], [-3.33, -26.16], [-0.29, -26.31], [3.49, -24.4], [15.26, -12.5], [29.12, -11.75], [31.77, -11.09], [33.02, -9.84], [31.49, -5.76], [23.96, 1.49], [22.48, 4.04], [21.34, 8.48], [21.63, 15.61], [20.54, 18.21], [14.96, 19.3], [5.69, 18.4], [-0.96, 21.09], [-9.8, 26.38], [-14.32, 24.5], [-24.27, 16], [-30.49, 8.72]],
  },
  {
    id: 'core2asteroid3', kind: 'asteroid', name: 'Force Awakens Asteroid 3', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 3.obj', prefabScale: 1, mirrored: true,
    width: 99.6, length: 51.91, meshArea: 2870,
    outline: [[-49.77, 1.03], [-49.03, -0.4], [-45.38, -2.9], [-32.99, -5.82], [-29.08, -7.75], [-15.19, -18.78], [-8.48, -22.86], [-2.58, -25.29], [1.75, -25.95], [9.2, -24.83], [12.06, -23.14], [14.86, -15.1], [18.55, -9.6], [33.02, -8.46], [41.98, -6.57], [46.34, -4.21], [49.8, -0.34], [49.26, 0.72], [46.44, 1.79], [36.18, 3.99], [28.96, 6.59], [26.44, 9.07], [21.75, 20.22], [19.71, 23.1], [16.16, 25.51], [11.85, 25.95], [0.7, 23.97], [-14.81, 23.12], [-27.21, 20.08], [-41.21, 12.66], [-47.41, 6.87], [-49.31, 3.52]],
  },
  {
    id: 'core2asteroid4', kind: 'asteroid', name: 'Force Awakens Asteroid 4', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 4.obj', prefabScale: 1, mirrored: true,
    width: 96.04, length: 78.7, meshArea: 5636.4,
    outline: [[-43.65, -33.54], [-33.51, -37.34], [-17, -39.31], [5.57, -36.15], [34.8, -33.75], [44.68, -30.13], [47.53, -26.82], [47.82, -23.79], [45.44, -18.31], [38.99, -8.95], [37.3, -4.07], [36.68, 0.96], [37.72, 10.94], [43.98, 24.64], [44.32, 31.21], [42.96, 34.31], [40.58, 36.51], [38.3, 37.38], [30.24, 39.05], [25.67, 39.18], [17.98, 36.9], [-0.06, 27.87], [-21.34, 26.5], [-25.09, 25.38], [-29.45, 22.45], [-33.78, 18.63], [-38.81, 11.39], [-44.22, -3.7], [-48.01, -25.98], [-46.22, -30.68]],
  },
  {
    id: 'core2asteroid5', kind: 'asteroid', name: 'Force Awakens Asteroid 5', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 5.obj', prefabScale: 1, mirrored: true,
    width: 115.39, length: 116.7, meshArea: 10332.7,
    outline: [[-51.32, 41.88], [-55.61, 32.1], [-57.11, 24.42], [-57.69, 4.86], [-56.92, -4.09], [-52.48, -26.03], [-48.07, -41.95], [-44.88, -49.33], [-40.33, -55.42], [-37.25, -57.24], [-33.62, -58.16], [-26.35, -57.99], [-5.74, -51.33], [10.82, -50.09], [18.74, -48.61], [24.27, -46.53], [29.08, -43.13], [32.93, -38.56], [35.32, -32.06], [36.83, -24.24], [37.59, -11.19], [38.71, -8.23], [42.04, -5.07], [52.85, -0.34], [55.44, 2.87], [56.92, 6.69], [57.63, 15.82], [55.27, 32.08], [51.98, 42.86], [49.17, 47.89], [45.32, 50.33], [40.91, 51], [35.07, 50.55], [24.93, 47.51], [16.58, 47.65], [6.56, 49.63], [-19.76, 57.65], [-27.36, 58.29], [-33.34, 57.24], [-38.79, 54.59], [-46.8, 47.76]],
  },
  {
    id: 'yt2400debris0', kind: 'debris-cloud', name: 'YT2400 Debris 0', from: 'YT-2400 expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/YT2400 Debris 0.obj', prefabScale: 100, mirrored: true,
    width: 96.85, length: 139.42, meshArea: 7703.1,
    outline: [[-19.36, -68.97], [-8.61, -61.92], [-4.03, -56.91], [-2.31, -52.58], [-0.9, -44.07], [1.11, -38.11], [9.81, -25.63], [10.2, -19.94], [9.39, -15.77], [1.45, 1.47], [1.25, 8.78], [2.94, 13.26], [8.6, 18.38], [15.19, 20.27], [21.73, 18.62], [28.55, 14.01], [34.17, 12.39], [39.04, 12.28], [42.03, 14.74], [42.49, 17.76], [40.16, 28.88], [40.6, 34.49], [42.33, 39.81], [47.78, 48.11], [48.42, 51.65], [47.79, 54.19], [45.44, 57.6], [40.94, 61.42], [35.89, 64.23], [27.53, 66.92], [23.23, 67.08], [9.86, 60.9], [3.37, 60.02], [0.87, 60.73], [-6.23, 66.08], [-11.51, 68.54], [-17.34, 69.65], [-24.25, 69.6], [-30.17, 67.97], [-37.05, 63.72], [-40.79, 59.68], [-44.29, 53.91], [-46.41, 47.41], [-46.65, 40.64], [-44.58, 33.14], [-38.85, 23.38], [-37.41, 15.88], [-38.25, 10.73], [-40.03, 6.24], [-48.18, -7.61], [-48.19, -14.18], [-44.49, -22.37], [-35.35, -32.64], [-33.85, -35.73], [-35.07, -59.71], [-33.99, -64.78], [-31.87, -66.83], [-27.1, -69.29], [-24.43, -69.71]],
  },
  {
    id: 'yt2400debris1', kind: 'debris-cloud', name: 'YT2400 Debris 1', from: 'YT-2400 expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/YT2400 Debris 1.obj', prefabScale: 100, mirrored: true,
    width: 93.13, length: 131.97, meshArea: 5783.6,
    outline: [[35.6, -64.55], [42.16, -62.52], [44.43, -60.83], [46.34, -57.17], [46.05, -51.68], [43.12, -45.15], [38.95, -38.59], [27.14, -24.65], [23.01, -14.68], [22.18, 1.08], [24.76, 25.9], [22.85, 38.61], [20.53, 41.75], [12.21, 45.65], [8.78, 48.14], [7.4, 50.81], [5.65, 61.84], [2.49, 65.19], [-2.64, 65.97], [-8.72, 64.67], [-12.59, 61.15], [-14.46, 55.41], [-15.64, 47.04], [-15.38, 40.65], [-13.18, 30.29], [-8.2, 17.7], [-7.53, 11.88], [-8.49, 7.49], [-20.81, -6.93], [-36.82, -17.93], [-41.92, -23.33], [-45.29, -29.95], [-46.24, -33.78], [-46.56, -38.4], [-45.86, -42.13], [-41.84, -48.35], [-39.4, -49.8], [-35.12, -50.25], [-28.95, -48.32], [-16.57, -40.78], [-11.16, -40.19], [-8.33, -41.21], [-4.99, -44.02], [2.28, -56.69], [5.61, -60.5], [9.73, -63.36], [14.89, -65.13], [20.87, -65.93]],
  },
  {
    id: 'yt2400debris2', kind: 'debris-cloud', name: 'YT2400 Debris 2', from: 'YT-2400 expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/YT2400 Debris 2.obj', prefabScale: 100, mirrored: true,
    width: 100.43, length: 127.38, meshArea: 7980.8,
    outline: [[49.05, -45.57], [50.12, -39.02], [42.79, -20.36], [42.36, -5.59], [40.38, 2.45], [37.78, 6.62], [34.18, 9.91], [18.97, 16.44], [16.08, 19.13], [14.71, 21.82], [14.31, 25.38], [15.38, 30.95], [20.65, 42.65], [21.66, 47.13], [21.66, 54.1], [20.14, 58.91], [16.53, 62.55], [12.3, 63.69], [1.99, 62.72], [-9.41, 63.62], [-14.4, 62.21], [-19.45, 57.49], [-24.02, 49.9], [-27.2, 42.27], [-29.83, 30.1], [-32.11, 24.33], [-35.86, 19.29], [-45.92, 10.05], [-49.86, 2.31], [-50.14, -2.48], [-48.82, -6.81], [-41.57, -15.56], [-39.67, -21.35], [-40.01, -24.81], [-43.41, -32.26], [-46.05, -40.78], [-45.7, -46.03], [-42.38, -49.08], [-36.37, -49.74], [-27.51, -47.67], [-9.73, -41.96], [-2.35, -41.33], [0.16, -42.35], [3.99, -46.05], [11.33, -60.07], [13.88, -62.34], [17.93, -63.69], [23.44, -62.07], [32.88, -55.07], [45.82, -48.62]],
  },
  {
    id: 'vt49decimatordebris0', kind: 'debris-cloud', name: 'VT49 Debris 0', from: 'VT-49 Decimator expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/VT49 Debris 0.obj', prefabScale: 100, mirrored: true,
    width: 83.8, length: 112.33, meshArea: 4404.7,
    outline: [[5.49, -56.08], [15.42, -54.22], [19.39, -51.81], [22.37, -48.84], [23.74, -44.48], [21.43, -30.89], [22.86, -24.49], [28.18, -18.34], [36.93, -14.13], [38.01, -12.5], [38.17, -9.74], [37.3, -8.24], [15.54, 9.32], [13.76, 12.57], [13.21, 15.75], [13.66, 18.23], [15.76, 21.72], [30.74, 32.11], [37.88, 42.11], [41.9, 49.56], [40.79, 53.41], [38.23, 55.71], [25.62, 55.77], [17.45, 53.65], [11.96, 49.55], [3.13, 38.54], [-0.91, 36.2], [-6.07, 35.43], [-24.26, 37.04], [-33.43, 37.04], [-38.69, 35.98], [-41.68, 33.16], [-41.62, 30.34], [-39.14, 26.95], [-23.5, 14.68], [-18.99, 9.6], [-17.37, 6.68], [-16.25, 1.85], [-17.63, -12.47], [-5.5, -23.37], [-3.76, -26.27], [-3.72, -29.46], [-4.72, -31.73], [-12.65, -40.23], [-13.32, -42.82], [-12.55, -45.93], [-10.42, -48.97], [-7.9, -50.9], [-0.81, -52.98]],
  },
  {
    id: 'vt49decimatordebris1', kind: 'debris-cloud', name: 'VT49 Debris 1', from: 'VT-49 Decimator expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/VT49 Debris 1.obj', prefabScale: 100, mirrored: true,
    width: 89.07, length: 96.87, meshArea: 4762.4,
    outline: [[-34.79, -45.41], [-29.69, -48.2], [-26.33, -48.37], [-23.45, -47.5], [-7.18, -31.95], [-4.26, -30.29], [1.21, -28.85], [6.73, -29.34], [12.77, -32.2], [22.63, -41.36], [25.98, -43.31], [31.63, -43.73], [34.94, -42.45], [37.81, -40.04], [42.76, -31.76], [43.59, -27.91], [43.56, -22.17], [41.8, -15.49], [33.4, -4.1], [32.79, -0.86], [40.02, 11.42], [43.42, 21.04], [44.45, 35.47], [43.71, 42.63], [42.22, 46.64], [39.73, 48.19], [37.16, 48.36], [26.48, 43.37], [15.15, 41.56], [12.61, 40.24], [9.75, 36.59], [4.34, 23.51], [3.08, 16.67], [1.42, 12.32], [-2.36, 6.36], [-6.29, 2.76], [-11.21, 1.15], [-25.79, 1.67], [-31.18, 1.24], [-34.24, -0.14], [-35.58, -4.2], [-34.17, -12.87], [-34.6, -17.13], [-41.78, -23.56], [-43.85, -26.74], [-44.54, -29.68], [-44.24, -32.21], [-42.73, -35.13]],
  },
  {
    id: 'vt49decimatordebris2', kind: 'debris-cloud', name: 'VT49 Debris 2', from: 'VT-49 Decimator expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/VT49 Debris 2.obj', prefabScale: 100, mirrored: true,
    width: 62.64, length: 105.53, meshArea: 3930,
    outline: [[6.91, 52.75], [4.04, 51.76], [0.43, 48.65], [-6.26, 38.4], [-9.98, 34.05], [-14.46, 30.53], [-23.08, 25.96], [-26.6, 21.6], [-27.58, 17.61], [-26.97, 13.79], [-24.73, 11.03], [-20.26, 8.45], [-17.33, 5.44], [-16.5, 2.88], [-16.48, -3.97], [-17.06, -7.46], [-19.48, -12.24], [-29.53, -22.42], [-31.32, -29.35], [-30.28, -32.4], [-26.84, -35.37], [-10.84, -39.15], [-3.67, -42.29], [-1.06, -44.69], [2.48, -51.39], [5.43, -52.76], [10.04, -51.57], [14.03, -49.29], [20.71, -42.37], [23.62, -36.77], [27.23, -21.61], [31.32, -12.31], [31.13, -9.77], [29.65, -6.44], [16.29, 7.71], [13.17, 13.17], [13.39, 20.89], [20.71, 39.79], [20.58, 46.33], [18.42, 49.69], [15.84, 51.25]],
  },
  {
    id: 'gascloud1', kind: 'gas-cloud', name: 'Gas Cloud 1', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 1.obj', prefabScale: 1.7, mirrored: false,
    width: 76.37, length: 105.43, meshArea: 5077.9,
    outline: [[-9.52, -52.64], [-6.94, -51.74], [-4.86, -49.97], [-2.44, -43.81], [-0.09, -40.57], [9.25, -35.54], [14.28, -30.62], [22.89, -13.4], [26.66, -8.69], [34.03, -2.19], [36.2, 0.64], [37.83, 5.25], [38.16, 9.91], [36.77, 15.97], [34.06, 20.51], [31.26, 22.96], [24.54, 26.56], [17.1, 35.33], [9.94, 39.44], [-1.3, 41.72], [-3.28, 43.39], [-7.96, 50.08], [-11.63, 52.09], [-15.09, 52.72], [-19.24, 51.83], [-22.63, 49.26], [-24.12, 46.85], [-25.4, 41.88], [-33.42, 31.88], [-34.69, 27.73], [-34.17, 21.23], [-37.49, 15.07], [-38.18, 11.15], [-36.96, 6.02], [-32.5, -0.58], [-30.28, -6.51], [-30.08, -12.63], [-32.76, -24.32], [-32.25, -28.93], [-30.28, -35.42], [-25.73, -43.23], [-21.05, -48.15], [-15.53, -51.66]],
  },
  {
    id: 'gascloud2', kind: 'gas-cloud', name: 'Gas Cloud 2', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 2.obj', prefabScale: 1.7, mirrored: false,
    width: 75.53, length: 101.93, meshArea: 4827.9,
    outline: [[-15.13, -50.06], [-6.15, -49.57], [0.09, -50.88], [3.95, -50.77], [8.93, -49.03], [13.91, -45.83], [20.5, -38.87], [28.11, -28.03], [33.95, -16.14], [37.05, -6.44], [37.76, 0.65], [37.36, 5.98], [34.44, 21.35], [32.14, 26.84], [26.83, 33.28], [15.99, 41.33], [8.5, 49.62], [5.68, 50.87], [1.77, 50.48], [-3.68, 48.14], [-7.25, 45.49], [-11.49, 40.58], [-19.39, 37.67], [-27.79, 31.67], [-28.86, 28.81], [-27.44, 22.23], [-27.68, 17.27], [-37.68, 0.57], [-37.42, -2.32], [-35.52, -5.34], [-31.78, -8.95], [-28.28, -10.92], [-25.48, -11.34], [-22.1, -10.69], [-10.89, -6.33], [-8.02, -7.5], [-5.86, -10.22], [-4.84, -19.64], [-6.75, -28.26], [-10.74, -33.48], [-20.11, -39.68], [-21.74, -41.99], [-21.72, -44.21], [-20.24, -47.16], [-18.25, -48.91]],
  },
  {
    id: 'gascloud3', kind: 'gas-cloud', name: 'Gas Cloud 3', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 3.obj', prefabScale: 1.7, mirrored: false,
    width: 50.57, length: 132.63, meshArea: 5047.2,
    outline: [[7.14, 66.32], [2.19, 65.41], [-4.64, 59.52], [-11.51, 56.67], [-15.36, 54.18], [-21.96, 47.15], [-24.6, 42.71], [-25.28, 39.59], [-23.61, 25.36], [-25.17, 12.87], [-24.88, 4.89], [-14.75, -37.62], [-11.71, -44.9], [-5.64, -51.08], [-2.05, -60.1], [2.3, -64.24], [7.14, -66.2], [10.71, -66.01], [13.84, -64.3], [20.16, -55.63], [23.94, -44.32], [25.28, -31.62], [24.5, -23.12], [21.38, -12.71], [20.46, -2.24], [20.59, 9.92], [22.75, 31.12], [22.1, 42.45], [19.07, 53.38], [15.31, 61.02], [11.91, 64.72]],
  },
  {
    id: 'gascloud4', kind: 'gas-cloud', name: 'Gas Cloud 4', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 4.obj', prefabScale: 2.4, mirrored: true,
    width: 75.89, length: 97.59, meshArea: 5198.9,
    outline: [[-28.73, -46.85], [-24.89, -48.09], [-15.68, -48.76], [-3.16, -46.26], [8.1, -46.93], [12.98, -44.88], [20.25, -37.68], [25.89, -24.81], [35.95, -8.24], [37.68, -2.86], [37.82, 5.09], [33.69, 16.37], [24.15, 31.99], [17.66, 38.4], [11.49, 42.79], [-2.37, 47.95], [-14.54, 48.71], [-25.96, 46.51], [-30.54, 43.89], [-33.28, 40.16], [-34.16, 34.26], [-33.19, 30.74], [-30.08, 27.12], [-20.93, 19.46], [-18.79, 16.57], [-18.65, 12.92], [-21.84, 6.53], [-22.01, 3.47], [-21.31, 0.34], [-16.99, -7.14], [-19.06, -11.54], [-32.32, -22.42], [-36.12, -26.9], [-37.56, -30.1], [-37.83, -35.2], [-36.51, -39.66], [-33.36, -43.88]],
  },
  {
    id: 'gascloud5', kind: 'gas-cloud', name: 'Gas Cloud 5', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 5.obj', prefabScale: 2.4, mirrored: true,
    width: 68.68, length: 96.83, meshArea: 4483.6,
    outline: [[2.56, -47.51], [8.11, -45.53], [15.19, -40.82], [19.34, -35.63], [23.94, -22.29], [29.72, -12.94], [32.99, -5.24], [34.27, 3.16], [33.91, 12.82], [32.72, 18.48], [29.61, 26.23], [24.83, 33.48], [19.42, 38.54], [10.92, 43.83], [1.2, 47.56], [-4.96, 48.38], [-12.4, 47.96], [-17.73, 46.06], [-22.81, 42.79], [-25.96, 39.13], [-26.72, 34.56], [-25.46, 31.43], [-23.61, 29.56], [-12.36, 23.57], [-9.6, 21.24], [-6.99, 15.12], [-7.92, 8.79], [-9.79, 3.11], [-12.3, -0.03], [-25.54, -11.74], [-30.43, -17.4], [-33.71, -24.02], [-34.23, -30.35], [-33.4, -34.09], [-30.75, -39.17], [-26.62, -43.35], [-23.17, -45.47], [-12.85, -48.35], [-4.65, -48.42]],
  },
  {
    id: 'gascloud6', kind: 'gas-cloud', name: 'Gas Cloud 6', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 6.obj', prefabScale: 3.5, mirrored: true,
    width: 94.77, length: 102.2, meshArea: 6957.9,
    outline: [[30.63, 40.56], [26.62, 43.31], [23.84, 44.25], [4.52, 44.79], [-9.64, 50.25], [-13.75, 51.07], [-17.17, 48.77], [-19.82, 42.41], [-23.85, 37.25], [-28.94, 34.76], [-42.34, 30.83], [-45.38, 28.48], [-47.34, 22.69], [-45.94, 16.56], [-38.05, 5.24], [-37.01, 0.8], [-38.14, -2.41], [-41.91, -7.8], [-43.04, -12.27], [-41.52, -22.91], [-39.9, -26.15], [-39.78, -33.52], [-41.54, -38.38], [-46.95, -46.62], [-47.01, -49.4], [-43.36, -51.1], [-37.98, -50.08], [-24.9, -38.97], [-20.28, -36.95], [-11.6, -38.83], [4.93, -44.72], [11.09, -45.52], [17.44, -45.2], [24.53, -41.6], [30.95, -33.27], [42.33, -24.3], [43.95, -22.06], [44.16, -20.28], [45.9, -18.95], [47.28, -13.95], [47.18, -10.21], [42.53, 0.25], [40.44, 15.76], [37.39, 27.96], [34.8, 34.65]],
  },
];

/**
 * What an obstacle's `type` names: a kind (`asteroid`, `debris-cloud`, ...: the placeholder
 * octagon of catalog/obstacles.ts, kept so that older scenarios keep their outputs) or a piece by
 * its XWS id (`core2asteroid0`: its real outline). Its effects follow `type` either way.
 */
export interface ObstacleShape {
  readonly type: ObstacleType;
  /** The XWS id when a real piece is named, null for a kind's placeholder. */
  readonly piece: string | null;
  /** Vertices [x, y] in mm in the piece frame (x right, y forward). */
  readonly outline: readonly (readonly [number, number])[];
}

function kindShape(type: ObstacleType): ObstacleShape {
  return { type, piece: null, outline: defaultOutline(OBSTACLE_KINDS.find((k) => k.type === type)!) };
}

/** Obstacle `type` names (case-insensitive): kinds, their aliases, and the pieces' XWS ids. */
export const obstacleShapeIndex = new NameIndex<ObstacleShape>([
  ...OBSTACLE_KINDS.map((k) => [k.type, kindShape(k.type)] as const),
  ...OBSTACLE_ALIASES.map(([alias, type]) => [alias, kindShape(type)] as const),
  ...OBSTACLE_OUTLINES.map((o) => [o.id, { type: o.kind, piece: o.id, outline: o.outline }] as const),
]);
