# The two commands a newcomer needs: `make run` and `make test`. Both bootstrap .venv first.
PY := .venv/bin/python
export QT_API := pyside6

.PHONY: bootstrap run test package install-desktop bench bench-recall bench-extract bench-dedup drill drill-encryption soak-sync clean

bootstrap:
	@bash scripts/bootstrap.sh

run: bootstrap
	$(PY) -m mnemosyne_app $(ARGS)

test: bootstrap
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest $(PYTEST_ARGS)

bench: bootstrap
	$(PY) bench/bench_core.py
	$(PY) bench/bench_core.py --sizes 10000 --synchronous FULL --no-hybrid --no-default
	$(PY) bench/bench_verify.py
	$(PY) bench/bench_encryption.py
	$(PY) bench/bench_gui.py
	$(PY) bench/bench_fold.py
	$(PY) bench/bench_gui_waits.py
	$(PY) bench/bench_import.py
	$(PY) bench/bench_sync.py
	$(PY) bench/bench_vault.py
	$(PY) bench/bench_agents.py

bench-recall: bootstrap
	$(PY) bench/bench_recall.py

bench-extract: bootstrap
	$(PY) bench/bench_extract.py
	$(PY) bench/probe_wrong_endings.py
	$(PY) bench/probe_wrong_endings2.py
	$(PY) bench/probe_wrong_endings3.py
	$(PY) bench/probe_pets_and_diets.py
	$(PY) bench/probe_life_changes_chat.py
	$(PY) bench/probe_many_valued.py
	$(PY) bench/probe_no_fact.py
	$(PY) bench/probe_no_fact2.py
	$(PY) bench/probe_others_news.py

bench-dedup: bootstrap
	$(PY) bench/bench_dedup.py

drill: bootstrap
	$(PY) -m mnemosyne_app drill all

# The conversion drill at length (CI runs 3 trials): `encrypt` and `rekey` SIGKILLed 50 times each.
drill-encryption: bootstrap
	MNEMOSYNE_KILL_TRIALS=50 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -s -p no:cacheprovider tests/unit/test_encryption_drill.py

# The sync convergence test at length (CI runs 100 seeds): three devices, random histories, kills.
soak-sync: bootstrap
	MNEMOSYNE_SYNC_SEEDS=2000 MNEMOSYNE_SYNC_STEPS=30 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -s tests/sync/test_sync_random.py

# The installer build (PyInstaller onedir): dist/mnemosyne/mnemosyne, then its own --selftest.
package: bootstrap
	$(PY) -m pip install --quiet "pyinstaller==6.22.3"
	$(PY) -m PyInstaller --noconfirm --clean --distpath dist --workpath build packaging/mnemosyne.spec
	dist/mnemosyne/mnemosyne --selftest

install-desktop:
	bash packaging/linux/install-desktop.sh

clean:
	rm -rf .venv .pytest_cache
