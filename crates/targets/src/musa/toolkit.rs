//! The MUSA toolkit's `llc` and `ld.lld`: MTGPU LLVM IR -> object -> mubin (a shared ELF the
//! driver loads). Only the vendor llc can emit the metadata the driver needs, so without a
//! toolkit the musa target stops here with an error that says where it looked.

use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};
use tm_settings::MusaSettings;

#[derive(Clone, Debug)]
pub struct Toolkit {
    pub llc: PathBuf,
    pub lld: PathBuf,
    /// An llc that can print assembly (the default one cannot).
    pub llc_asm: Option<PathBuf>,
    /// The LLVM major version llc reports; None if it does not say.
    pub llc_major: Option<u32>,
    /// What goes into the cache key: `musa_toolkits_version`'s output, else `llc --version`.
    pub version: String,
}

/// Where `tool` is looked for: its own override variable, then the toolkit directories.
fn candidates(tool: &str, own: Option<&PathBuf>, s: &MusaSettings) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = own.cloned().into_iter().collect();
    out.extend(s.toolchain_dirs.iter().map(|d| d.join(tool)));
    out.push(s.home.join("bin").join(tool));
    out
}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    p.metadata().map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0).unwrap_or(false)
}

fn run_text(cmd: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new(cmd).args(args).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// `LLVM version 14.0.6` -> 14.
fn llvm_major(version_text: &str) -> Option<u32> {
    let rest = &version_text[version_text.find("LLVM version ")? + "LLVM version ".len()..];
    rest.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
}

/// Version probes run once per llc (a process each).
fn probe(llc: &Path, home: &Path) -> (Option<u32>, String) {
    static PROBES: OnceLock<Mutex<HashMap<PathBuf, (Option<u32>, String)>>> = OnceLock::new();
    let map = PROBES.get_or_init(Default::default);
    if let Some(p) = map.lock().unwrap().get(llc) {
        return p.clone();
    }
    let llc_version = run_text(llc, &["--version"]).unwrap_or_default();
    let bin = llc.parent().unwrap_or(Path::new("."));
    let toolkit_version = [bin.join("musa_toolkits_version"), home.join("bin/musa_toolkits_version")]
        .iter()
        .find(|p| is_executable(p))
        .and_then(|p| run_text(p, &[]));
    let version = toolkit_version.unwrap_or_else(|| llc_version.lines().take(2).collect::<Vec<_>>().join(" "));
    let probed = (llvm_major(&llc_version), version);
    map.lock().unwrap().insert(llc.to_path_buf(), probed.clone());
    probed
}

/// Find llc and ld.lld, or say everywhere they were looked for.
pub(crate) fn locate(s: &MusaSettings) -> Result<Toolkit, String> {
    let llc_tried = candidates("llc", s.llc_path.as_ref(), s);
    let lld_tried = candidates("ld.lld", s.lld_path.as_ref(), s);
    let llc = llc_tried.iter().find(|p| is_executable(p)).cloned();
    let lld = lld_tried.iter().find(|p| is_executable(p)).cloned();
    let (Some(llc), Some(lld)) = (llc, lld) else {
        let show = |v: &[PathBuf]| v.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ");
        return Err(format!(
            "the MUSA toolkit was not found: a mubin needs the toolkit's llc and ld.lld; looked for llc at {} and for ld.lld at {}. Install the MUSA toolkit (MUSA_HOME, default /usr/local/musa) or set TRITON_MUSA_LLC_PATH and TRITON_MUSA_LLD_PATH",
            show(&llc_tried),
            show(&lld_tried)
        ));
    };
    let llc_asm = s.llc_asm_paths.iter().find_map(|p| {
        let p = if p.is_dir() { p.join("llc") } else { p.clone() };
        is_executable(&p).then_some(p)
    });
    let (llc_major, version) = probe(&llc, &s.home);
    Ok(Toolkit { llc, lld, llc_asm, llc_major, version })
}

/// The `-mtgpu-*` flags: the conservative default set, or the optimising one
/// (`MUSA_ENABLE_LLC_OPT=1`).
pub fn mtgpu_flags(enable_opt: bool) -> Vec<String> {
    let flags: &[&str] = if enable_opt {
        &["-mtgpu-opt-level=1"]
    } else {
        &[
            "-mtgpu-enable-const-calc=1",
            "-mtgpu-tiny-offset-hint=0",
            "-mtgpu-alloc-shared-memory-from-zero=1",
            "-mtgpu-if-convert=0",
            "-mtgpu-combine-instr-with-burst=0",
            "-mtgpu-combine-fop-instr=0",
        ]
    };
    flags.iter().map(|s| s.to_string()).collect()
}

pub struct MubinRequest<'a> {
    pub llir: &'a str,
    pub mcpu: &'a str,
    pub enable_opt: bool,
    /// Extra llc flags (`TRITON_MUSA_LLC_OPTIONS`).
    pub extra_llc: Vec<String>,
    pub want_asm: bool,
}

pub struct Mubin {
    pub bytes: Vec<u8>,
    /// MTGPU assembly, when asked for and an asm-capable llc is configured.
    pub asm: Option<String>,
    /// The command lines that ran, in order.
    pub commands: Vec<Vec<String>>,
}

fn shown(cmd: &[OsString]) -> Vec<String> {
    cmd.iter().map(|a| a.to_string_lossy().into_owned()).collect()
}

impl Toolkit {
    /// One argv entry per flag: `llc in.ll -march=mtgpu -mcpu=mp_NN [--opaque-pointers] -O2
    /// -filetype=<kind> <mtgpu flags> <extra> -o out`.
    pub fn llc_args(&self, input: &Path, output: &Path, req: &MubinRequest, filetype: &str) -> Vec<OsString> {
        let mut a: Vec<OsString> = vec![input.into(), "-march=mtgpu".into(), format!("-mcpu={}", req.mcpu).into()];
        // LLVM 14 reads `ptr` only with opaque pointers switched on.
        if self.llc_major.is_none_or(|m| m < 15) {
            a.push("--opaque-pointers".into());
        }
        a.push("-O2".into());
        a.push(format!("-filetype={filetype}").into());
        a.extend(mtgpu_flags(req.enable_opt).into_iter().map(OsString::from));
        a.extend(req.extra_llc.iter().map(OsString::from));
        a.push("-o".into());
        a.push(output.into());
        a
    }

    pub fn lld_args(&self, object: &Path, output: &Path) -> Vec<OsString> {
        vec!["-flavor".into(), "gnu".into(), "-shared".into(), object.into(), "-o".into(), output.into()]
    }

    pub(crate) fn build_mubin(&self, req: &MubinRequest) -> Result<Mubin, String> {
        let dir = tempfile::Builder::new()
            .prefix("triton-musa-mubin-")
            .tempdir()
            .map_err(|e| format!("cannot create a temporary directory: {e}"))?;
        let (ll, obj, mubin) =
            (dir.path().join("kernel.ll"), dir.path().join("kernel.o"), dir.path().join("kernel.mubin"));
        std::fs::write(&ll, req.llir).map_err(|e| format!("cannot write {}: {e}", ll.display()))?;
        let mut commands = vec![];
        let steps: [(&Path, Vec<OsString>, &Path); 2] =
            [(&self.llc, self.llc_args(&ll, &obj, req, "obj"), &obj), (&self.lld, self.lld_args(&obj, &mubin), &mubin)];
        for (tool, args, produced) in steps {
            let mut line = vec![tool.display().to_string()];
            line.extend(shown(&args));
            commands.push(line.clone());
            let out =
                Command::new(tool).args(&args).output().map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
            if !out.status.success() || !produced.is_file() {
                let kept = dir.keep();
                let status = match out.status.code() {
                    Some(c) if !out.status.success() => format!("exit status {c}"),
                    Some(_) => format!("no output file {}", produced.display()),
                    None => "killed by a signal".into(),
                };
                return Err(format!(
                    "the MUSA toolkit failed ({status}):\n  {}\n{}{}(the inputs are kept in {})",
                    line.join(" "),
                    String::from_utf8_lossy(&out.stderr),
                    String::from_utf8_lossy(&out.stdout),
                    kept.display()
                ));
            }
        }
        let bytes = std::fs::read(&mubin).map_err(|e| format!("cannot read {}: {e}", mubin.display()))?;
        let asm = match (&self.llc_asm, req.want_asm) {
            (Some(llc_asm), true) => {
                let s = dir.path().join("kernel.s");
                let args = self.llc_args(&ll, &s, req, "asm");
                let out = Command::new(llc_asm)
                    .args(&args)
                    .output()
                    .map_err(|e| format!("cannot run {}: {e}", llc_asm.display()))?;
                Some(if out.status.success() {
                    std::fs::read_to_string(&s).unwrap_or_default()
                } else {
                    format!("; {} failed: {}", llc_asm.display(), String::from_utf8_lossy(&out.stderr))
                })
            }
            _ => None,
        };
        Ok(Mubin { bytes, asm, commands })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_llvm_major_version() {
        assert_eq!(llvm_major("MTCC LLVM version 14.0.6\n  Optimized build."), Some(14));
        assert_eq!(llvm_major("nothing here"), None);
    }

    #[test]
    fn llc_arguments_are_one_flag_each() {
        let tk = Toolkit {
            llc: "llc".into(),
            lld: "ld.lld".into(),
            llc_asm: None,
            llc_major: Some(14),
            version: String::new(),
        };
        let req = MubinRequest {
            llir: "",
            mcpu: "mp_22",
            enable_opt: false,
            extra_llc: vec!["-x=1".into()],
            want_asm: false,
        };
        let a: Vec<String> = shown(&tk.llc_args(Path::new("k.ll"), Path::new("k.o"), &req, "obj"));
        assert_eq!(&a[..6], ["k.ll", "-march=mtgpu", "-mcpu=mp_22", "--opaque-pointers", "-O2", "-filetype=obj"]);
        assert!(a.iter().all(|s| !s.contains(' ')));
        assert_eq!(&a[a.len() - 3..], ["-x=1", "-o", "k.o"]);
        let tk19 = Toolkit { llc_major: Some(19), ..tk };
        assert!(!shown(&tk19.llc_args(Path::new("k.ll"), Path::new("k.o"), &req, "obj"))
            .contains(&"--opaque-pointers".to_string()));
    }
}
