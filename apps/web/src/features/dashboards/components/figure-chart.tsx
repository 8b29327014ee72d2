/**
 * One figure as a bar chart, on Chart.js (chosen by its weight: docs/performance.md, "Dashboards"). This
 * module is loaded on demand by the figure card, after the dashboard's shell, so the chart library never
 * weighs on another screen. A click on a bar opens the list behind its number.
 */
import type { Figure } from '@portal/contract';
import type { ChartConfiguration } from 'chart.js';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The preset colours of the series (Ant Design's blue, green, gold, red, purple, cyan, magenta, lime). */
const colours = ['#1677ff', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#13c2c2', '#eb2f96', '#a0d911'];

export interface FigureChartProps {
  figure: Figure;
  label: (kind: Figure['axis'] | Figure['seriesOf'], code: string) => string;
  /** Opens the list behind a point. */
  onOpen: (link: string) => void;
  /** Hands the caller a way to save the chart as PNG. */
  onReady?: (toPng: () => string) => void;
  ariaLabel: string;
}

export function FigureChart({ figure, label, onOpen, onReady, ariaLabel }: FigureChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const xs = [...new Set(figure.points.map((p) => p.x))];
    const seriesCodes = [...new Set(figure.points.map((p) => p.series))];
    const pointAt = new Map(figure.points.map((p) => [`${p.x}|${p.series}`, p]));
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: {
        labels: xs.map((x) => label(figure.axis, x)),
        datasets: seriesCodes.map((series, index) => ({
          label: figure.seriesOf === 'none' ? label('none', '') : label(figure.seriesOf, series),
          data: xs.map((x) => pointAt.get(`${x}|${series}`)?.value ?? 0),
          backgroundColor: colours[index % colours.length],
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        indexAxis: figure.axis === 'company' || figure.axis === 'step' ? 'y' : 'x',
        scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } },
        plugins: { legend: { display: figure.seriesOf !== 'none', position: 'bottom' } },
        onHover: (event, elements) => {
          const target = event.native?.target;
          if (target instanceof HTMLElement)
            target.style.cursor = elements.length > 0 ? 'pointer' : 'default';
        },
        onClick: (_event, elements) => {
          const [element] = elements;
          if (!element) return;
          const point = pointAt.get(`${xs[element.index]}|${seriesCodes[element.datasetIndex]}`);
          if (point?.link) onOpen(point.link);
        },
      },
    };
    const chart = new Chart(canvas.current, config);
    // Where each bar stands, for the browser journeys (a canvas has no elements to click).
    canvas.current.dataset['bars'] = JSON.stringify(
      chart.data.datasets.flatMap((_dataset, datasetIndex) =>
        chart.getDatasetMeta(datasetIndex).data.map((bar, index) => {
          const { x, y, base } = bar.getProps(['x', 'y', 'base']);
          if (typeof x !== 'number' || typeof y !== 'number' || typeof base !== 'number') return null;
          const horizontal = config.options?.indexAxis === 'y';
          return {
            x: xs[index],
            series: seriesCodes[datasetIndex],
            left: Math.round(horizontal ? (x + base) / 2 : x),
            top: Math.round(horizontal ? y : (y + base) / 2),
          };
        }),
      ),
    );
    onReady?.(() => chart.toBase64Image('image/png', 1));
    return () => chart.destroy();
  }, [figure, label, onOpen, onReady]);
  return (
    <div style={{ position: 'relative', height: 260 }}>
      <canvas ref={canvas} role="img" aria-label={ariaLabel} />
    </div>
  );
}
