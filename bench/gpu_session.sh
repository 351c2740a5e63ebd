#!/bin/bash
# Installs the carried wheel into a private site folder on the device machine and exports the
# environment the bench and test commands need there. Source it: `. bench/gpu_session.sh`.
SITE=/tmp/site
if [ ! -d "$SITE/triton_musa" ]; then
  python3 -m pip install -q --no-deps --no-compile --target "$SITE" wheel/triton_musa-*.whl
fi
cp -r python/triton_musa/. "$SITE/triton_musa/"
cp python/triton_musa_alias.py "$SITE/"
export PYTHONPATH=$SITE:$PWD/tests PYTHONUNBUFFERED=1 MPLBACKEND=Agg
