/**
 * Real obstacle outlines (`armada.obstacle.sizes`): the core set's three asteroid fields, two
 * debris fields and station, and the optional dust fields, gravity rift, purrgil and exogorths,
 * as flat polygons in mm. Facts only: the outlines are measured, not copied.
 *
 * Provenance: the obstacle meshes of the Tabletop Simulator Armada mod (TTS-V in the rules
 * reference: Valadian/TabletopSimulatorIncludeDir at commit 598f774,
 * `TTS_armada/assets/misc/obstacles/<piece>/mesh.obj`; the numbers of the pieces are that mod's
 * and the Armada Legacy mod's). The mesh unit is the inch: the meshes' sizes agree with the
 * cardboard measurements in gamerkhang/Armada-Legacy-TTS-Mod `Global.-1.lua` (TTS-L,
 * `measuredInches`, checked by catalog tests), and each piece's distance-1 ring in the same folder
 * (`1.obj`) lies about 2.94 units (76 mm) outside it.
 *
 * Measurement (`scripts/obstacle-outlines.ts`, reproducible): the top cap's boundary projected onto
 * the table, x mirrored where the mesh-to-texture mapping says the art reads mirrored
 * (`mirrored`), x 25.4 mm, centred on its bounding box, simplified so every mesh point is within
 * 0.5 mm of the outline (Douglas-Peucker), rounded to 0.01 mm. `width` x `length` is the mesh
 * outline's bounding box and `meshArea` its area (mm^2), before simplification.
 *
 * Frame: the token's own frame, x right and y forward (heading 0), origin at the centre of the
 * bounding box, counter-clockwise; a scenario places it with `pose` (centre and heading).
 */
/** The kinds of obstacle (the `ObstacleType` of catalog/obstacles.ts, which imports this file). */
export type ArmadaObstacleKind = 'asteroid-field' | 'debris-field' | 'station' | 'dust-field' | 'gravity-rift' | 'purrgil' | 'exogorth';

export interface ArmadaObstacleOutline {
  /** The name a scenario gives as `type` (`asteroid-field-4`). */
  readonly id: string;
  /** Which obstacle it is for the rules (its effects). */
  readonly kind: ArmadaObstacleKind;
  /** The piece's name in the Tabletop Simulator mods (with the community nickname). */
  readonly name: string;
  /** The mesh in TTS-V. */
  readonly mesh: string;
  /** Whether x was mirrored to match the art (see the measurement). */
  readonly mirrored: boolean;
  /** Bounding box (mm) and area (mm^2) of the mesh outline. */
  readonly width: number;
  readonly length: number;
  readonly meshArea: number;
  /** The cardboard token measured with calipers (TTS-L comments), inches, longer side first. */
  readonly measuredInches: readonly [number, number];
  /** Vertices [x, y] in mm, token frame, counter-clockwise. */
  readonly outline: readonly (readonly [number, number])[];
}

export const ARMADA_OBSTACLE_OUTLINES: readonly ArmadaObstacleOutline[] = [
  {
    id: 'asteroid-field-1', kind: 'asteroid-field', name: 'Asteroid 1 ("eclair")',
    mesh: 'TTS_armada/assets/misc/obstacles/asteroid1/mesh.obj', mirrored: true,
    width: 28.53, length: 68.91, meshArea: 1583, measuredInches: [2.77, 1.14],
    outline: [[-5.56, 34.46], [-7.96, 33.14], [-9.89, 30.54], [-12.55, 22.68], [-13.89, 13.21], [-14.2, 1.09], [-12.09, -15.83], [-9.47, -26.49], [-6.24, -31.72], [-1.23, -34.38], [2.09, -34.46], [7.41, -32.07], [9.24, -30.09], [11.59, -24.92], [12.88, -15.26], [13.99, 13.87], [12.27, 20.58], [9.41, 25.13], [0.79, 32.09], [-2.66, 34.2]],
  },
  {
    id: 'asteroid-field-4', kind: 'asteroid-field', name: 'Asteroid 4 ("sharktooth")',
    mesh: 'TTS_armada/assets/misc/obstacles/asteroid4/mesh.obj', mirrored: true,
    width: 44.06, length: 59.49, meshArea: 1636.5, measuredInches: [2.15, 1.51],
    outline: [[7.39, -28.75], [21.08, -10.73], [22.03, -3.4], [20.63, 4.69], [18.64, 6.44], [11.37, 9.1], [1.9, 17.16], [-4.56, 16.94], [-6.02, 17.52], [-8.16, 19.85], [-12.09, 27.68], [-14.54, 29.46], [-16.92, 29.59], [-18.78, 28.12], [-20.71, 23.67], [-22.03, 13.09], [-19.06, -8.27], [-17.76, -13.1], [-12.61, -20.1], [0.04, -28.31], [4.43, -29.74]],
  },
  {
    id: 'asteroid-field-5', kind: 'asteroid-field', name: 'Asteroid 5 ("tornado")',
    mesh: 'TTS_armada/assets/misc/obstacles/asteroid5/mesh.obj', mirrored: true,
    width: 56.52, length: 60.41, meshArea: 2240.5, measuredInches: [2.3, 2.2],
    outline: [[-23.07, 18.02], [-27.44, 9.12], [-28.26, 3.79], [-27.31, -0.18], [-24.61, -2.72], [-16.5, -7.17], [-12.57, -10.28], [-5.69, -22.89], [-1.66, -26.89], [5.54, -30.18], [10, -29.34], [12.66, -25.51], [17.59, -10.11], [22.67, -1.78], [26.47, 6.73], [28.22, 14.48], [27.45, 19.97], [13.46, 29.2], [8.94, 30.11], [2.17, 30.07], [-8.15, 29.05], [-11.85, 27.66], [-18.19, 23.47]],
  },
  {
    id: 'debris-field-2', kind: 'debris-field', name: 'Debris 2 ("chicken leg")',
    mesh: 'TTS_armada/assets/misc/obstacles/debris2/mesh.obj', mirrored: true,
    width: 64.7, length: 78.61, meshArea: 2888.6, measuredInches: [3.46, 2.3],
    outline: [[-3.61, -39.24], [3.43, -36.79], [20.94, -27.13], [27.19, -22.51], [30.25, -18.61], [32.04, -13.87], [32.22, -8.13], [29.24, 3.94], [27.98, 15.25], [26.23, 22.19], [23.72, 27.41], [21.35, 29.62], [18.33, 31.04], [-4.83, 34.68], [-23.53, 38.98], [-30.06, 38.96], [-32.35, 36.93], [-32.09, 34.79], [-30.87, 32.95], [-13.88, 23.51], [-9.05, 18.82], [-7.64, 15.78], [-7.54, 7.46], [-15.49, -19.66], [-16.81, -29.25], [-16.07, -33.14], [-14.07, -36.22], [-10.56, -38.33]],
  },
  {
    id: 'debris-field-3', kind: 'debris-field', name: 'Debris 3 ("muffin")',
    mesh: 'TTS_armada/assets/misc/obstacles/debris3/mesh.obj', mirrored: true,
    width: 68.81, length: 72.81, meshArea: 3292.7, measuredInches: [2.6, 2.55],
    outline: [[7.5, 36.4], [2.73, 35.67], [-3.99, 32.45], [-16.85, 16.29], [-22.12, 12.53], [-29.35, 10.34], [-31.75, 8.77], [-33.34, 6.56], [-34.4, 0.77], [-31.68, -9.31], [-25.41, -17.79], [-20.18, -20.74], [-14.4, -22.12], [-6.3, -25.57], [3.95, -34.37], [8.66, -36.19], [16.35, -36.03], [21.68, -32.38], [22.73, -29.47], [21.81, -20.37], [22.88, -15.36], [31.09, 1.43], [33.53, 8], [34.4, 13.95], [33.89, 19.27], [32.19, 23.92], [29.49, 27.88], [25.97, 31.12], [17.23, 35.35]],
  },
  {
    id: 'station-1', kind: 'station', name: 'Station',
    mesh: 'TTS_armada/assets/misc/obstacles/station/mesh.obj', mirrored: true,
    width: 84.56, length: 89.75, meshArea: 5384.3, measuredInches: [3.39, 3.46],
    outline: [[-41.46, 4.57], [-42.28, -2.48], [-39.1, -10.44], [-27.8, -23.43], [-21.6, -32.77], [-17.11, -37.05], [-12.73, -38.01], [1.01, -36.73], [8.94, -39.12], [17.92, -43.78], [21.28, -44.76], [26.35, -44.13], [29.99, -40.16], [40.44, -12.61], [42.08, -4.36], [42.12, 4.07], [39.81, 16.61], [35.51, 28.39], [31.05, 36.44], [24.65, 42.37], [21.07, 44], [13.27, 44.87], [4.84, 42.98], [-4, 38.8], [-13.01, 32.81], [-34.09, 14.93], [-38.63, 10.11]],
  },
  {
    id: 'dust-field-1', kind: 'dust-field', name: 'Gas Cloud 1 (dust field)',
    mesh: 'TTS_armada/assets/misc/obstacles/gascloud1/mesh.obj', mirrored: true,
    width: 38.98, length: 131.92, meshArea: 3065.4, measuredInches: [5.01, 1.48],
    outline: [[-5.9, -65.96], [-2.55, -65.18], [4.2, -61.47], [7.3, -63.91], [9.72, -63.87], [14.43, -60.28], [15.97, -57.34], [16.5, -53.92], [15.62, -42.22], [18.8, -39.31], [19.49, -36.48], [18.13, -25.95], [14.39, -10.58], [12.48, -5.88], [6.88, 2.08], [5.17, 6.93], [5.05, 10.6], [7.54, 18.88], [4.38, 27.72], [4.56, 35.59], [2.61, 47.19], [4.7, 63.47], [3.82, 65.48], [2.26, 65.96], [-1.07, 65.51], [-5.41, 62.91], [-8.85, 58.92], [-11.83, 53.24], [-12.59, 47.13], [-11.53, 28.29], [-12.36, 25.82], [-16.69, 20.59], [-17.99, 14.7], [-17.08, 9.45], [-12.69, 0.26], [-11.59, -5.95], [-12.76, -15.19], [-19.08, -27.53], [-19.25, -34.91], [-17.2, -41.14], [-10.05, -53.17], [-8.53, -63.98], [-7.72, -65.26]],
  },
  {
    id: 'dust-field-2', kind: 'dust-field', name: 'Gas Cloud 2 (dust field)',
    mesh: 'TTS_armada/assets/misc/obstacles/gascloud2/mesh.obj', mirrored: true,
    width: 39.46, length: 131.36, meshArea: 2952.8, measuredInches: [4.99, 1.48],
    outline: [[2.9, -65.68], [5.96, -62.89], [9.1, -56.72], [10.03, -53.1], [10.61, -42.39], [15.39, -33.69], [15.44, -8.85], [18.64, 3.68], [17.85, 20.77], [19.71, 33.98], [18.34, 38.06], [13.95, 42.65], [13.36, 52.97], [9.64, 60.45], [5.69, 64.25], [-3.14, 65.64], [-15.47, 61.99], [-19.25, 59.22], [-19.73, 56.06], [-19.18, 51.23], [-16.33, 45.46], [-15.94, 42.07], [-18.52, 32.51], [-18.69, 26.63], [-16.32, 18.88], [-4.84, 6.29], [-0.6, -3.4], [-0.34, -10.65], [-3.82, -20.19], [-0.48, -29.87], [-3.5, -42.78], [1.59, -63.67]],
  },
  {
    id: 'gravity-rift-1', kind: 'gravity-rift', name: 'Gravity Rift',
    mesh: 'TTS_armada/assets/misc/obstacles/rift/mesh.obj', mirrored: true,
    width: 98.1, length: 95.36, meshArea: 6753.5, measuredInches: [3.75, 3.77],
    outline: [[-5.66, -47.68], [-2.13, -46.61], [8.57, -40.66], [11.01, -41.08], [14.2, -43.45], [16.14, -43.67], [17.51, -42.29], [20.88, -35.09], [22.66, -34.56], [30.26, -35.23], [31.78, -32.8], [31, -27.62], [36.64, -26.44], [39.99, -24.61], [41.97, -21.65], [40.3, -16.13], [49.05, -7.46], [48.42, -5.23], [45.21, -2.15], [43.74, 0.83], [43.66, 4.36], [45.41, 13.13], [42.58, 17.31], [43.02, 22.08], [38.95, 26.91], [38.4, 32.72], [36.86, 33.4], [32.33, 33.41], [29.28, 36.11], [22.92, 37.89], [16.65, 44.6], [8.37, 45.28], [2.58, 47.66], [0.89, 47.46], [-2.49, 45.11], [-8.27, 47.29], [-11.42, 47.1], [-15.23, 44.88], [-19.46, 39.15], [-30.2, 38.34], [-33.89, 36.96], [-34.98, 35.05], [-35.04, 31.09], [-39.79, 27.34], [-42.12, 23.58], [-45.6, 21.73], [-46.79, 20.08], [-44.71, 9.57], [-49.05, -2.53], [-47.91, -5.29], [-43.79, -8.92], [-43.14, -21.91], [-40.75, -28.18], [-32.39, -31.22], [-31.1, -32.72], [-29.58, -37.82], [-26.66, -40.84], [-24.6, -41.25], [-20.93, -39.43], [-16.96, -39.24], [-14.84, -40.41], [-9.44, -46.35]],
  },
  {
    id: 'purrgil-1', kind: 'purrgil', name: 'Purrgil 1',
    mesh: 'TTS_armada/assets/misc/obstacles/purrgil1/mesh.obj', mirrored: true,
    width: 44.5, length: 104.61, meshArea: 3332.3, measuredInches: [3.98, 1.57],
    outline: [[18.87, 52.31], [13.91, 49.81], [7.16, 42.88], [0.02, 39.99], [-4.77, 36.46], [-7.02, 33.68], [-12.5, 23.04], [-18.83, 16.88], [-20.21, 14.5], [-18.54, 4.37], [-21.35, -3.55], [-22.25, -12.39], [-20.66, -25.28], [-17.34, -40.14], [-15.12, -44.44], [-11.88, -47.43], [-6.46, -50.42], [-1.56, -51.92], [3.94, -52.02], [10.51, -49.4], [16.8, -43.99], [19.19, -40.62], [19.97, -38], [20.47, -32.71], [19.39, -20.25], [22.23, -4], [20.54, 2.13], [20.97, 10.02], [16.23, 21.62], [14.94, 33.4], [15.24, 37.96], [20.06, 49.66], [19.91, 51.67]],
  },
  {
    id: 'purrgil-2', kind: 'purrgil', name: 'Purrgil 2',
    mesh: 'TTS_armada/assets/misc/obstacles/purrgil2/mesh.obj', mirrored: true,
    width: 41.7, length: 103.52, meshArea: 3131, measuredInches: [3.99, 1.43],
    outline: [[4.55, -51.29], [8.61, -49.81], [12.43, -46.97], [17.05, -39.16], [20.54, -23.01], [19.52, -14.39], [20.79, -9.19], [20.43, -3.82], [18.01, 2.61], [16.85, 11.13], [4.16, 32.18], [-4.54, 41.92], [-14.62, 50.59], [-17.61, 51.74], [-18.3, 50.22], [-16.25, 43.47], [-15.21, 36.63], [-20.28, 21.51], [-19.81, 17.93], [-17.11, 11.33], [-19.47, 5.49], [-18.1, -1.87], [-19.9, -8.59], [-20.78, -16.43], [-19.72, -35.12], [-16.91, -42.64], [-11.4, -48.06], [-2.69, -51.47]],
  },
  {
    id: 'exogorth-1', kind: 'exogorth', name: 'Exogorth 1',
    mesh: 'TTS_armada/assets/misc/obstacles/exogorth1/mesh.obj', mirrored: true,
    width: 41.87, length: 57.9, meshArea: 1749.6, measuredInches: [2.18, 1.54],
    outline: [[-0.77, -28.93], [2.93, -26.83], [7.19, -26.47], [9.86, -24.12], [15.61, -21.28], [16.52, -19.98], [20.92, -10.81], [18.93, -5.95], [18.78, -0.59], [17.33, 7.07], [19.48, 12.75], [16.1, 18.27], [10.84, 23.38], [2.14, 27.76], [-4.69, 28.91], [-9.98, 27.21], [-12.42, 24.93], [-14.82, 18.81], [-20.28, 13], [-20.92, 5.44], [-19.86, 2.16], [-14.82, -5.78], [-14.3, -8.47], [-14.91, -14.99], [-11.64, -19.2], [-10.62, -22.9], [-2.9, -28.7]],
  },
  {
    id: 'exogorth-2', kind: 'exogorth', name: 'Exogorth 2',
    mesh: 'TTS_armada/assets/misc/obstacles/exogorth2/mesh.obj', mirrored: true,
    width: 40.44, length: 56.91, meshArea: 1752.1, measuredInches: [2.13, 1.43],
    outline: [[-0.59, -28.42], [7.67, -26.87], [9.4, -24.74], [13.92, -23.41], [16.39, -19.78], [19.1, -17.43], [20.22, -14.49], [18.79, -11.63], [14.16, -8.61], [13.03, -4.79], [17.07, 0.93], [18.73, 8.38], [18.7, 12.21], [14.89, 16.27], [14.45, 20.52], [12.38, 24.37], [8.89, 26.82], [3.3, 28.43], [-1.81, 27.7], [-6.96, 25.64], [-15.33, 19.06], [-19.04, 13.34], [-18.2, 6.85], [-20.07, 1.53], [-19.01, -3.79], [-20.22, -7.78], [-18.68, -15.27], [-15.54, -18.57], [-14.35, -21.24]],
  },
];
