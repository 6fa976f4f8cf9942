// `@deals/ui/charts`: charts on visx. Needs the optional peers @visx/axis, @visx/group, @visx/scale and @visx/shape.
export { BarChart } from './components/BarChart/BarChart';
export type { BarChartProps, BarDatum } from './components/BarChart/BarChart';
