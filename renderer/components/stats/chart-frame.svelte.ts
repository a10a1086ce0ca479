/** The space around a chart's plot, in CSS pixels: axis labels left and below, bar labels above. */
export interface PlotMargins {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * A chart's size: it draws in CSS pixels of its container's width (`measured`, bound to the figure's clientWidth;
 * 320 until measured), so text keeps its size and lines fall on whole pixels at any width; the SVG still scales
 * (width 100%) while a new width is measured. The height follows the width by `aspect`, between `lowest` and `highest`.
 */
export class ChartFrame {
  measured = $state(0);
  readonly width = $derived(this.measured > 0 ? Math.max(160, Math.round(this.measured)) : 320);
  readonly height: number;

  constructor(
    readonly margins: PlotMargins,
    private readonly shape: { aspect: number; lowest: number; highest: number },
  ) {
    this.height = $derived(Math.round(Math.min(this.shape.highest, Math.max(this.shape.lowest, this.width / this.shape.aspect))));
  }

  get plotWidth(): number {
    return this.width - this.margins.left - this.margins.right;
  }

  get plotHeight(): number {
    return this.height - this.margins.top - this.margins.bottom;
  }

  /** The plot's bottom edge (the zero line). */
  get base(): number {
    return this.height - this.margins.bottom;
  }
}
