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
 * (`mirrored`); mm = mesh units x prefabScale x 10 mm: FlyCasual's board frame is in centimetres
 * (`Assets/Scripts/View/Board/Board.cs`: SIZE_X = 91.44, RANGE_1 = 10; in `Assets/Scenes/Battle.unity`
 * the Board transform has scale 10/91.44 = 0.1094 of the 10-unit world), obstacles are spawned
 * under Board/ObstaclesZone (scale 3)/ObstaclesHolder (scale 1/3)/ObstacleN (scale 1) and keep
 * their world scale when placed (`ObstaclesPlacementSubPhase.PlaceObstacle` re-parents to the
 * Board). So one mesh unit is 1 cm times the prefab's scale (checked below); the debris meshes,
 * stored in metres ("# Units meters"), get prefab scale 100 and so show at their stored size.
 * `width` x `length` is the mesh outline's bounding box and `meshArea` its area (mm^2), before
 * simplification. The outline is centred on its bounding box, simplified so every mesh point is
 * within 0.5 mm of it (Douglas-Peucker) and rounded to 0.01 mm.
 *
 * Frame: the piece's own frame, x right and y forward (heading 0), origin at the centre of the
 * bounding box, counter-clockwise. A scenario places it with `pose` (centre and heading) like a
 * ship. Outlines are simple polygons, most of them not convex: the kernel splits them into convex
 * pieces (src/geometry/decompose.ts).
 *
 * Scale, checked (the rules reference's 17.30 mm per unit for these meshes is 1.73 times too
 * large). The same reading of FlyCasual's scene gives its known-size pieces their real sizes: the
 * templates sit under Board/RulersHolder (scale 1.8288) at 0.9405, 1.720 cm per unit, so
 * `Rulers/Straight1.obj` (2.312 units) is 39.8 mm and `Rulers/RangeRuler.obj` (17.339 units)
 * 298 mm (real: 40, 300); a ship is `Prefabs/ShipModel/ShipModel.prefab` (scale 4) on the Board
 * with ShipAllParts at 0.4325, 1.730 cm per unit, where `ShipBaseSmall.prefab`'s base collider
 * (2.311 units) is 40.0 mm, `ShipBaseLarge.prefab`'s (4.65) 80.4 mm, `ShipBaseMedium.prefab`'s
 * (58.5 x 0.0596) 60.3 mm, and its boost and roll helpers place `Straight1.obj` at scale 1 (40.0
 * mm); and the code's own board unit is 1 cm (`Board.cs`: SIZE_X = 91.44, RANGE_1 = 10, ranges
 * are board distances / 10; `ShipBaseSmall.cs`: SHIPSTAND_SIZE_CM = 4). No code rescales an
 * obstacle (no `localScale` on obstacles; `Spawn` instantiates the prefab under ObstacleN). So
 * FlyCasual really draws the template meshes at about 17.3 mm per unit and the obstacle meshes at
 * 10 mm x the prefab scale: the meshes are not in one scale (the templates come from a Blender
 * file in the TTS mod's units, the asteroids from Maya files in centimetres, the debris and
 * `Bases/MediumBase.obj` in metres at their real size: 59.7 mm). Which one the cardboard has is
 * settled by an independent source, the VASSAL X-Wing module (Mu0n/XWVassal), whose token images
 * are at map scale (RANGE1 = 282.5 px, `mic/src/main/java/mic/AutoRangeFinder.java`; its
 * `images/move_5_S.png` is 20.2 x 200.0 mm at 2.825 px per mm, `move_3_S.png` 20.2 x 120.0): the
 * areas of its asteroid and debris images (`images/Asteroid_<n>b.png`, `images/Debris_<n>.png`,
 * matched to the XWS ids by `mic/src/main/java/mic/Obstacles.java`; measured with
 * `scripts/token-image-size.ts`) equal these outlines' areas within a linear factor of 0.96 to
 * 1.10 (debris 0.99 to 1.00), where the 17.30 mm reading would give 0.58. Gas clouds 4-6 (prefab
 * scales 2.4, 2.4, 3.5) match less well (1.24, 1.27, 0.86; 1-3: 1.01 to 1.04) and are kept as
 * FlyCasual has them. Pride of Mandalore pieces (pomasteroid1-3, pomdebris1-3) are left out (not
 * checked).
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
    width: 37.66, length: 33.81, meshArea: 921.8,
    outline: [[-15.65, -14.62], [-13.26, -15.99], [-10.27, -15.62], [-7.07, -16.48], [-4.09, -15.91], [-0.38, -16.91], [9.46, -14.57], [12.49, -11.38], [15.48, -5.19], [16.39, 1.08], [18.71, 6.82], [18.53, 8.66], [14.21, 12.41], [11.55, 16.45], [8.67, 16.91], [4.14, 15.88], [-1.22, 11.7], [-8.09, 10.57], [-13.15, 7.78], [-16.94, 2.96], [-18.83, -5.12], [-17.42, -11.91]],
  },
  {
    id: 'coreasteroid1', kind: 'asteroid', name: 'Core Asteroid 1', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A4.obj', prefabScale: 1, mirrored: true,
    width: 43.83, length: 37.11, meshArea: 1118.4,
    outline: [[-17.04, -16.55], [-14.5, -18.38], [-11.69, -18.35], [-8.09, -17.26], [-3.4, -14.4], [7.49, -12.55], [17.37, -8.62], [19.55, -6.94], [21.64, -3.08], [21.48, 4.49], [12.43, 10.25], [10.34, 17.07], [8.21, 18.34], [4.27, 18.42], [-5.45, 16.66], [-10.14, 14.85], [-15.89, 10.29], [-20.8, 2.36], [-21.91, -0.8], [-19.74, -6.97], [-18.79, -13.38]],
  },
  {
    id: 'coreasteroid2', kind: 'asteroid', name: 'Core Asteroid 2', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A5.obj', prefabScale: 1, mirrored: true,
    width: 43.37, length: 45.43, meshArea: 1339.3,
    outline: [[-18.69, -21.49], [-14.84, -22.68], [-6.89, -18.42], [6.38, -15.64], [14.33, -11.6], [19.64, -10.74], [21.18, -7.38], [21.52, -3.09], [17.57, 3.63], [19, 11.73], [16.62, 16.59], [16.07, 20.95], [14.87, 22.45], [9.51, 21.85], [1.21, 16.26], [-9.25, 16.79], [-13.73, 15.13], [-16.38, 12.79], [-17.79, 9.04], [-18.98, 2.8], [-19.12, -4.08], [-21.68, -13.98], [-20.78, -19.18]],
  },
  {
    id: 'coreasteroid3', kind: 'asteroid', name: 'Core Asteroid 3', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A3.obj', prefabScale: 1, mirrored: true,
    width: 51.56, length: 37.48, meshArea: 1304.9,
    outline: [[-17.98, -17.13], [-12.42, -18.74], [-5.19, -16.49], [1.78, -16.72], [10.07, -14.45], [17.39, -7.37], [21.18, -7.28], [23.77, -5.51], [25.78, -1.6], [25.2, 1.3], [22.81, 4.1], [12.37, 8.84], [8.82, 13.47], [5.4, 14.72], [1.97, 17.82], [-1.84, 18.74], [-6.05, 17.59], [-12.18, 13.11], [-17.25, 11.96], [-21.15, 9.83], [-25.02, 5.55], [-25.72, -1.12], [-24.61, -6.53], [-22.41, -12.14]],
  },
  {
    id: 'coreasteroid4', kind: 'asteroid', name: 'Core Asteroid 4', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A2.obj', prefabScale: 1, mirrored: true,
    width: 50.7, length: 36.85, meshArea: 1134.1,
    outline: [[25.35, 11.19], [24.33, 13.32], [22.15, 15.18], [15.12, 18.34], [3.66, 16.19], [-3.97, 16.66], [-12.05, 9.48], [-13.78, 9.41], [-18.1, 11.61], [-22.16, 9.2], [-24.5, 6.41], [-25.35, -0.84], [-22.18, -6.05], [-18.28, -8.03], [-13.08, -12.81], [-9.22, -14.5], [-5.31, -13.97], [-0.6, -17.79], [3.29, -18.19], [5.95, -15.85], [7.12, -7.03], [17.41, -0.86], [20.27, 3.74], [24.24, 7.39]],
  },
  {
    id: 'coreasteroid5', kind: 'asteroid', name: 'Core Asteroid 5', from: '1.0 core set',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/A1.obj', prefabScale: 1, mirrored: true,
    width: 70.82, length: 57.06, meshArea: 2850.8,
    outline: [[35.4, 17.73], [33.84, 22.17], [31.79, 24.06], [26.12, 24.06], [17.21, 28.13], [11.6, 28.47], [-3.72, 25.59], [-14.1, 27.37], [-21.67, 24.81], [-25.35, 22.18], [-31, 15.13], [-35.38, 7.54], [-34.76, 3.86], [-29.88, -3.44], [-23.42, -9.83], [-21.34, -18.45], [-19.87, -20.83], [-15.02, -23.31], [-10.98, -22.53], [-5.61, -26.59], [1.01, -28.53], [4.34, -27.24], [8.6, -23.68], [12, -16.87], [22.57, -15.53], [27.19, -12.21], [31.47, -2.99], [30.65, 7.36], [34.98, 15.36]],
  },
  {
    id: 'core2asteroid0', kind: 'asteroid', name: 'Force Awakens Asteroid 0', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 0.obj', prefabScale: 1, mirrored: true,
    width: 44.14, length: 19.96, meshArea: 482.5,
    outline: [[22.07, 5.04], [21.57, 6.46], [19.42, 8.26], [15.83, 9.59], [11.63, 9.97], [6.47, 9.4], [-0.07, 4.45], [-7.59, 6.02], [-15.34, 6.24], [-19.15, 7.71], [-21.98, 6.53], [-20.47, 3.44], [-15.96, -0.03], [-9.58, -6.75], [-1.83, -7.59], [3.98, -9.98], [7.59, -7.89], [12.5, -1.25], [20.12, 1.97]],
  },
  {
    id: 'core2asteroid1', kind: 'asteroid', name: 'Force Awakens Asteroid 1', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 1.obj', prefabScale: 1, mirrored: true,
    width: 43.13, length: 51.3, meshArea: 1153.4,
    outline: [[-20.95, 20.18], [-21.52, 18.46], [-20.29, 16.33], [-6.92, 7.4], [-4.62, 0.85], [2.66, -2.3], [4.01, -3.88], [4.1, -9.18], [-1.33, -21.37], [0.22, -24.94], [1.95, -25.65], [4.1, -24.98], [13.31, -17.67], [19.87, -14.61], [20.35, -12.17], [19.08, -5.28], [21.26, 3.45], [21.49, 8.3], [19.87, 13.95], [15.95, 19.48], [7.6, 24.09], [-2.33, 25.65], [-8.96, 25.34], [-14.41, 24.11], [-18.62, 22.35]],
  },
  {
    id: 'core2asteroid2', kind: 'asteroid', name: 'Force Awakens Asteroid 2', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 2.obj', prefabScale: 1, mirrored: true,
    width: 38.18, length: 30.5, meshArea: 734.5,
    outline: [[-19.08, 1.48], [-15.94, -3.01], [-15.8, -9.5], [-14.59, -11.73], [-1.92, -15.12], [-0.17, -15.2], [2.02, -14.1], [8.82, -7.22], [16.83, -6.79], [19.08, -5.69], [18.2, -3.33], [12.99, 2.34], [11.87, 10.53], [8.65, 11.16], [3.29, 10.63], [-5.66, 15.25], [-8.27, 14.16], [-14.03, 9.25], [-17.62, 5.04]],
  },
  {
    id: 'core2asteroid3', kind: 'asteroid', name: 'Force Awakens Asteroid 3', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 3.obj', prefabScale: 1, mirrored: true,
    width: 57.57, length: 30, meshArea: 958.8,
    outline: [[-28.77, 0.6], [-26.23, -1.67], [-16.81, -4.48], [-4.9, -13.22], [1.01, -15], [5.32, -14.35], [6.97, -13.38], [8.59, -8.73], [10.72, -5.55], [24.27, -3.79], [26.78, -2.43], [28.78, -0.2], [26.84, 1.04], [16.74, 3.81], [15.28, 5.24], [11.39, 13.35], [9.34, 14.74], [6.85, 15], [-8.56, 13.36], [-15.73, 11.61], [-23.82, 7.32], [-27.4, 3.97]],
  },
  {
    id: 'core2asteroid4', kind: 'asteroid', name: 'Force Awakens Asteroid 4', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 4.obj', prefabScale: 1, mirrored: true,
    width: 55.51, length: 45.49, meshArea: 1883,
    outline: [[-25.23, -19.39], [-19.37, -21.59], [-9.83, -22.72], [20.11, -19.51], [25.82, -17.41], [27.47, -15.5], [27.64, -13.75], [22.54, -5.17], [21.2, 0.55], [21.8, 6.32], [25.42, 14.24], [25.62, 18.04], [24.83, 19.83], [22.14, 21.6], [14.84, 22.65], [10.39, 21.33], [-0.04, 16.11], [-12.33, 15.32], [-17.02, 12.98], [-22.43, 6.59], [-25.56, -2.14], [-27.75, -15.01]],
  },
  {
    id: 'core2asteroid5', kind: 'asteroid', name: 'Force Awakens Asteroid 5', from: 'The Force Awakens core set (shapes reused by the 2.0 core set)',
    mesh: 'Tabletop Simulator/Obstacles/Asteroids/Force Awakens Asteroid 5.obj', prefabScale: 1, mirrored: true,
    width: 66.69, length: 67.45, meshArea: 3452,
    outline: [[-29.66, 24.2], [-32.14, 18.56], [-33.01, 14.11], [-32.9, -2.36], [-27.79, -24.25], [-25.94, -28.51], [-23.31, -32.04], [-19.43, -33.62], [-15.23, -33.52], [-3.32, -29.67], [10.83, -28.1], [16.81, -24.93], [19.03, -22.29], [20.41, -18.53], [22.37, -4.76], [24.3, -2.93], [30.55, -0.2], [32.9, 3.87], [33.31, 9.15], [31.95, 18.54], [28.42, 27.68], [26.2, 29.09], [23.65, 29.48], [14.41, 27.46], [9.59, 27.54], [-11.42, 33.32], [-15.82, 33.69], [-22.42, 31.56], [-27.05, 27.61]],
  },
  {
    id: 'yt2400debris0', kind: 'debris-cloud', name: 'YT2400 Debris 0', from: 'YT-2400 expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/YT2400 Debris 0.obj', prefabScale: 100, mirrored: true,
    width: 55.98, length: 80.58, meshArea: 2573.5,
    outline: [[-11.19, -39.86], [-4.98, -35.79], [-2.33, -32.89], [0.64, -22.03], [5.67, -14.81], [5.43, -9.12], [0.84, 0.85], [0.72, 5.08], [1.7, 7.67], [4.97, 10.62], [8.78, 11.72], [12.56, 10.76], [16.5, 8.1], [19.75, 7.16], [22.56, 7.1], [24.3, 8.52], [23.47, 19.93], [24.46, 23.01], [27.62, 27.81], [27.99, 29.85], [26.26, 33.29], [20.74, 37.13], [13.43, 38.77], [5.7, 35.2], [1.95, 34.69], [-6.66, 39.62], [-14.02, 40.23], [-17.44, 39.29], [-21.41, 36.83], [-25.6, 31.16], [-26.83, 27.4], [-26.96, 23.49], [-25.77, 19.16], [-22.46, 13.51], [-21.62, 9.18], [-23.14, 3.61], [-27.85, -4.4], [-27.85, -8.2], [-25.72, -12.93], [-19.56, -20.65], [-20.27, -34.51], [-19.65, -37.44], [-15.67, -40.05]],
  },
  {
    id: 'yt2400debris1', kind: 'debris-cloud', name: 'YT2400 Debris 1', from: 'YT-2400 expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/YT2400 Debris 1.obj', prefabScale: 100, mirrored: true,
    width: 53.83, length: 76.28, meshArea: 1932.2,
    outline: [[20.58, -37.31], [25.68, -35.16], [26.79, -33.05], [26.62, -29.87], [22.51, -22.31], [15.69, -14.25], [13.3, -8.49], [12.82, 0.63], [14.31, 14.97], [13.21, 22.32], [11.86, 24.13], [5.07, 27.83], [3.26, 35.74], [1.44, 37.68], [-1.53, 38.13], [-5.04, 37.38], [-7.28, 35.34], [-8.36, 32.03], [-8.89, 23.5], [-7.62, 17.5], [-4.74, 10.23], [-4.91, 4.33], [-12.03, -4], [-21.28, -10.37], [-24.23, -13.49], [-26.73, -19.52], [-26.51, -24.35], [-24.18, -27.95], [-20.3, -29.04], [-16.73, -27.93], [-9.58, -23.57], [-6.45, -23.23], [-2.89, -25.45], [1.32, -32.77], [5.62, -36.62], [12.06, -38.11]],
  },
  {
    id: 'yt2400debris2', kind: 'debris-cloud', name: 'YT2400 Debris 2', from: 'YT-2400 expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/YT2400 Debris 2.obj', prefabScale: 100, mirrored: true,
    width: 58.05, length: 73.63, meshArea: 2666.3,
    outline: [[28.35, -26.34], [28.97, -22.55], [24.73, -11.77], [24.49, -3.23], [23.34, 1.42], [19.76, 5.73], [10.97, 9.5], [8.5, 12.61], [8.89, 17.89], [12.52, 27.24], [12.52, 31.27], [11.64, 34.05], [9.56, 36.15], [7.11, 36.81], [1.15, 36.25], [-5.44, 36.77], [-8.32, 35.96], [-11.24, 33.23], [-13.88, 28.84], [-18.56, 14.06], [-26.54, 5.81], [-28.82, 1.33], [-28.22, -3.94], [-24.03, -8.99], [-22.93, -12.34], [-26.62, -23.57], [-26.41, -26.61], [-24.49, -28.37], [-21.02, -28.75], [-5.62, -24.25], [-1.36, -23.89], [2.31, -26.62], [6.55, -34.72], [10.36, -36.81], [13.55, -35.88]],
  },
  {
    id: 'vt49decimatordebris0', kind: 'debris-cloud', name: 'VT49 Debris 0', from: 'VT-49 Decimator expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/VT49 Debris 0.obj', prefabScale: 100, mirrored: true,
    width: 48.44, length: 64.93, meshArea: 1471.5,
    outline: [[3.17, -32.41], [8.91, -31.34], [12.93, -28.23], [13.72, -25.71], [12.38, -17.85], [13.21, -14.15], [16.29, -10.6], [21.97, -7.22], [21.56, -4.76], [8.98, 5.39], [7.64, 9.11], [9.11, 12.55], [17.77, 18.56], [21.9, 24.34], [24.22, 28.65], [23.58, 30.87], [22.1, 32.2], [14.81, 32.23], [10.09, 31.01], [6.91, 28.64], [1.81, 22.28], [-0.52, 20.92], [-3.51, 20.48], [-19.32, 21.41], [-22.36, 20.8], [-24.09, 19.17], [-24.06, 17.54], [-22.63, 15.58], [-13.58, 8.48], [-10.98, 5.55], [-9.39, 1.07], [-10.19, -7.21], [-2.17, -15.18], [-2.73, -18.34], [-7.31, -23.25], [-7.26, -26.55], [-4.57, -29.42]],
  },
  {
    id: 'vt49decimatordebris1', kind: 'debris-cloud', name: 'VT49 Debris 1', from: 'VT-49 Decimator expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/VT49 Debris 1.obj', prefabScale: 100, mirrored: true,
    width: 51.48, length: 55.99, meshArea: 1591.1,
    outline: [[-20.11, -26.25], [-17.16, -27.86], [-13.56, -27.46], [-4.15, -18.47], [0.7, -16.67], [3.89, -16.96], [7.38, -18.61], [15.02, -25.03], [18.28, -25.28], [21.85, -23.14], [24.71, -18.35], [25.18, -12.82], [24.16, -8.95], [19.3, -2.37], [18.95, -0.5], [23.13, 6.6], [25.1, 12.16], [25.69, 20.5], [24.4, 26.96], [21.48, 27.95], [15.3, 25.07], [7.29, 23.26], [5.63, 21.15], [2.51, 13.59], [0.82, 7.12], [-3.63, 1.6], [-6.48, 0.66], [-14.91, 0.96], [-19.79, -0.08], [-20.57, -2.43], [-20, -9.9], [-24.15, -13.62], [-25.74, -17.15], [-24.7, -20.31]],
  },
  {
    id: 'vt49decimatordebris2', kind: 'debris-cloud', name: 'VT49 Debris 2', from: 'VT-49 Decimator expansion',
    mesh: 'Tabletop Simulator/Obstacles/Debris/VT49 Debris 2.obj', prefabScale: 100, mirrored: true,
    width: 36.2, length: 60.99, meshArea: 1313,
    outline: [[3.99, 30.49], [0.25, 28.12], [-5.77, 19.68], [-13.34, 15.01], [-15.38, 12.48], [-15.59, 7.97], [-10.02, 3.15], [-9.53, -2.3], [-11.26, -7.08], [-17.07, -12.96], [-18.1, -16.96], [-17.5, -18.73], [-15.51, -20.44], [-6.27, -22.63], [-2.12, -24.44], [1.43, -29.7], [3.14, -30.5], [8.11, -28.49], [11.97, -24.49], [13.66, -21.25], [15.74, -12.49], [18.1, -7.11], [17.14, -3.72], [9.41, 4.46], [7.62, 7.61], [7.74, 12.07], [11.97, 23], [11.9, 26.78], [9.16, 29.63]],
  },
  {
    id: 'gascloud1', kind: 'gas-cloud', name: 'Gas Cloud 1', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 1.obj', prefabScale: 1.7, mirrored: false,
    width: 44.14, length: 60.94, meshArea: 1696.5,
    outline: [[-5.5, -30.43], [-2.81, -28.88], [-0.05, -23.45], [5.34, -20.54], [8.25, -17.7], [13.23, -7.74], [20.92, 0.37], [22.06, 5.73], [21.25, 9.23], [19.68, 11.85], [14.19, 15.35], [9.89, 20.42], [5.74, 22.79], [-0.75, 24.12], [-4.6, 28.95], [-8.72, 30.47], [-11.12, 29.96], [-13.08, 28.47], [-14.68, 24.21], [-19.32, 18.43], [-20.05, 16.03], [-19.75, 12.27], [-22.07, 6.45], [-21.36, 3.48], [-17.5, -3.76], [-17.39, -7.3], [-18.93, -14.06], [-17.5, -20.48], [-14.87, -24.99], [-12.17, -27.83], [-8.98, -29.86]],
  },
  {
    id: 'gascloud2', kind: 'gas-cloud', name: 'Gas Cloud 2', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 2.obj', prefabScale: 1.7, mirrored: false,
    width: 43.66, length: 58.92, meshArea: 1612.9,
    outline: [[-8.74, -28.93], [2.28, -29.34], [8.04, -26.49], [16.24, -16.2], [21.41, -3.72], [21.6, 3.46], [19.91, 12.34], [18.58, 15.51], [15.51, 19.24], [3.29, 29.4], [-2.12, 27.83], [-6.64, 23.46], [-11.21, 21.77], [-16.07, 18.31], [-16.68, 16.65], [-16, 9.98], [-21.78, 0.33], [-20.53, -3.09], [-16.35, -6.31], [-12.77, -6.18], [-6.3, -3.66], [-3.39, -5.9], [-2.8, -11.35], [-3.9, -16.33], [-6.21, -19.35], [-12.57, -24.27], [-11.7, -27.26]],
  },
  {
    id: 'gascloud3', kind: 'gas-cloud', name: 'Gas Cloud 3', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 3.obj', prefabScale: 1.7, mirrored: false,
    width: 29.23, length: 76.66, meshArea: 1686.2,
    outline: [[4.13, 38.33], [1.27, 37.81], [-2.68, 34.4], [-8.88, 31.31], [-12.69, 27.25], [-14.61, 22.88], [-13.65, 14.66], [-14.38, 2.83], [-8.53, -21.75], [-6.77, -25.95], [-3.26, -29.52], [-1.18, -34.74], [1.33, -37.13], [4.13, -38.26], [8, -37.16], [11.65, -32.16], [13.84, -25.61], [14.61, -18.27], [11.83, -1.29], [13.15, 17.99], [12.77, 24.53], [11.02, 30.85], [8.85, 35.27], [6.88, 37.41]],
  },
  {
    id: 'gascloud4', kind: 'gas-cloud', name: 'Gas Cloud 4', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 4.obj', prefabScale: 2.4, mirrored: true,
    width: 43.87, length: 56.41, meshArea: 1736.9,
    outline: [[-16.61, -27.08], [-9.06, -28.18], [-1.83, -26.74], [4.68, -27.13], [7.5, -25.94], [11.71, -21.78], [14.96, -14.34], [20.78, -4.76], [21.78, -1.65], [21.86, 2.94], [19.47, 9.46], [13.96, 18.49], [6.64, 24.73], [-1.37, 27.72], [-8.4, 28.15], [-15, 26.88], [-17.65, 25.37], [-19.24, 23.21], [-19.75, 19.8], [-19.18, 17.77], [-10.86, 9.58], [-10.78, 7.47], [-12.72, 2], [-9.82, -4.13], [-11.02, -6.67], [-18.68, -12.96], [-21.71, -17.4], [-21.1, -22.92], [-19.28, -25.36]],
  },
  {
    id: 'gascloud5', kind: 'gas-cloud', name: 'Gas Cloud 5', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 5.obj', prefabScale: 2.4, mirrored: true,
    width: 39.7, length: 55.97, meshArea: 1497.9,
    outline: [[1.48, -27.46], [8.78, -23.59], [11.18, -20.6], [13.84, -12.88], [19.07, -3.03], [19.6, 7.41], [17.11, 15.16], [14.35, 19.35], [11.22, 22.28], [6.31, 25.34], [0.69, 27.49], [-7.17, 27.72], [-13.18, 24.73], [-15.01, 22.62], [-15.44, 19.97], [-13.65, 17.08], [-5.55, 12.28], [-4.04, 8.74], [-4.58, 5.08], [-7.11, -0.02], [-17.59, -10.06], [-19.48, -13.88], [-19.79, -17.55], [-17.77, -22.64], [-13.39, -26.28], [-7.43, -27.94]],
  },
  {
    id: 'gascloud6', kind: 'gas-cloud', name: 'Gas Cloud 6', from: 'gas clouds',
    mesh: 'Tabletop Simulator/Obstacles/Gas Clouds/Gas Cloud 6.obj', prefabScale: 3.5, mirrored: true,
    width: 54.78, length: 59.07, meshArea: 2324.5,
    outline: [[17.7, 23.44], [13.78, 25.58], [2.61, 25.89], [-7.95, 29.52], [-9.93, 28.19], [-11.45, 24.51], [-13.79, 21.53], [-24.47, 17.82], [-26.23, 16.46], [-27.36, 13.12], [-26.55, 9.57], [-21.99, 3.03], [-21.39, 0.46], [-24.88, -7.09], [-24, -13.24], [-23.06, -15.11], [-22.99, -19.37], [-27.14, -26.95], [-27.17, -28.55], [-25.06, -29.53], [-21.95, -28.94], [-14.39, -22.53], [-11.72, -21.36], [2.85, -25.85], [10.08, -26.12], [14.18, -24.05], [17.89, -19.23], [24.47, -14.05], [26.53, -10.95], [27.27, -5.9], [24.58, 0.14], [21.61, 16.16], [20.12, 20.03]],
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
