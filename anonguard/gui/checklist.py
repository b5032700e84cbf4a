"""The set-up checklist above the pages: what the audit still needs before it can run, the next
step in the office's words with a button to the page where it is done, and every step with its
state in the tooltip. The window keeps Run disabled until every step is done."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from anonguard.gui.draft import Step

DONE, TO_DO = "✓", "✗"  # with words beside them: the state is never told by colour alone


class SetupChecklist(QFrame):
    """Shows the first step not yet done; `go` asks for the page it is done on."""

    go = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.button = QPushButton(self.tr("Go there"))
        self.button.setAccessibleName(self.tr("Go to the page of the next set-up step"))
        self.button.clicked.connect(lambda: self.go.emit(self.next.page) if self.next else None)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        self.steps: list[Step] = []
        self.next: Step | None = None

    @property
    def complete(self) -> bool:
        return self.next is None

    def show_steps(self, steps: list[Step], results: bool = False) -> None:
        """`results`: the window shows a run's results, so what comes next is reading them."""
        self.steps = steps
        self.next = next((step for step in steps if not step.done), None)
        done = sum(step.done for step in steps)
        if self.next is None and results:
            self.label.setText(self.tr("{mark} What next? Read the verdict (View ▸ Verdict, Ctrl+4), the detail of "
                                       "each result (Ctrl+5), then export the report for the release board "
                                       "(Ctrl+E). A changed set-up runs again with F5.").format(mark=DONE))
        elif self.next is None:
            self.label.setText(self.tr("{mark} Ready to run: all {total} set-up steps are done (Audit ▸ Run, F5).")
                               .format(mark=DONE, total=len(steps)))
        else:
            self.label.setText(self.tr("Step {number} of {total}: {mark} {step}. Run is available once every step "
                                       "is done.").format(number=done + 1, total=len(steps), mark=TO_DO, step=self.next.text))
        self.button.setVisible(self.next is not None)
        self.setToolTip("\n".join(f"{DONE if step.done else TO_DO} {step.text}" for step in steps))
        self.setAccessibleDescription(self.toolTip())
