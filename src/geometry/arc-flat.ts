/**
 * The flat arc routines' former module: they live in `arc.ts`, one kernel for every caller. Kept
 * so that existing imports resolve; new code imports `arc.ts`.
 */
export type { DiscScratch, FlatClosest, FlatConvex, FlatPoint, FlatRegion } from './arc.ts';
export { clipFlat, closestDistanceFlat, closestFlat, closestToDisc, closestToDiscInRegion, copyConvex, discBeyond, discScratch, flatClosest, flatConvex, flatRegion, loadPoints, outsideRegionFlat, rectCornersFlat, regionDistance, regionToTableFlat, segmentCrossesFlat, segmentDistanceFlat, withinFlat } from './arc.ts';
