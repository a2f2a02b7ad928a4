// With E2E_REQUIRE_ALL=1 (CI) a skipped browser test fails the run: a suite that
// quietly skips is a suite that quietly stopped testing.
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';

export default class NoSkipsReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  async onEnd(_result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (process.env.E2E_REQUIRE_ALL !== '1' || !this.root) return undefined;
    const skipped = this.root.allTests().filter((test) => test.outcome() === 'skipped');
    if (skipped.length === 0) return undefined;
    const line = '!'.repeat(78);
    console.error(
      [
        '',
        line,
        `!! E2E_REQUIRE_ALL=1: ${skipped.length} browser test(s) were SKIPPED — the run FAILS.`,
        ...skipped.map((test) => `!!   ${describe(test)}`),
        line,
        '',
      ].join('\n'),
    );
    return { status: 'failed' };
  }

  printsToStdio(): boolean {
    return false;
  }
}

function describe(test: TestCase): string {
  const project = test.parent.project()?.name ?? '?';
  const reason = test.annotations.find((a) => a.type === 'skip' || a.type === 'fixme')?.description;
  return `[${project}] ${test.titlePath().filter(Boolean).slice(1).join(' › ')}${reason ? ` (${reason})` : ''}`;
}
