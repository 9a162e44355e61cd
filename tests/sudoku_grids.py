"""Sudoku positions whose next digit needs each technique of the grader, for the hint tests.

Each grid is a position reached by filling singles until the next digit needs the technique.
"""

from __future__ import annotations

# (grid, the first step's technique, where: its units (indices into UNITS: rows 0-8,
# columns 9-17, boxes 18-26) or a wing's pivot (a cell 0-80), the step's digits)
FIRST_STEPS = [
    ("178625394624..857193541728685.7.49.2..2...76579..5.4.8....7.1.95.9...627..7..98.3",
     "pointing", (21,), (6,)),  # box 4
    (".159.6....6..8251...84517.6...2..64.6...4.23...2.6.......693....9.527368..68149.2",
     "box-line reduction", (2,), (3,)),  # row 3
    ("391..8.4.64......878...4.6.528...491463891...917452683279145836154386.2.836279514",
     "naked pair", (15,), (2, 7)),  # column 7
    ("549163728378295614126.7.395.17589.639..641....657321.9....1.9....192..36.9435...1",
     "hidden pair", (26,), (4, 5)),  # box 9
    ("3.9.82.6..815..3.27.2....89..3851297917234658825...413576...8..294.68.35138..59.6",
     "naked triple", (12,), (1, 4, 7)),  # column 4
    ("416893..728345796175921684363.724.98974.856.282....7.439...24.516.5483.954......6",
     "X-wing", (4, 6), (1,)),  # rows 5 and 7
    ("194.8....362751984578.49.12251.37..9.37.9...1.89.15...745968123913524..8826173495",
     "swordfish", (2, 3, 7), (6,)),  # rows 3, 4 and 8
    ("3926..741418327569657941832.3976.2.4.642.398..254.93.69418326..573196428286574193",
     "XY-wing", (32,), (1,)),  # pivot at row 4, column 6
    ("239471685.1.3659245469827....462.1.96.179..4.39.154.761852364974..519368963847...",
     "XYZ-wing", (42,), (2,)),  # pivot at row 5, column 7
]
# The hidden triple comes third here, after a box-line reduction and a pointing pair.
HIDDEN_TRIPLE = "..6..4.31.....28...9.3.1..57.984651.41.295...65.137.9..6..7.1...4..1..7.....293.."
EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
# A hint of every kind that a real puzzle reaches: each technique first, a hidden triple, a
# hidden single.
EVERY_KIND = [row[0] for row in FIRST_STEPS] + [HIDDEN_TRIPLE, EASY]
EVERY_KIND_IDS = [row[1] for row in FIRST_STEPS] + ["hidden triple", "hidden single"]
