//! Upstream's stage-file switches. `TRITON_KERNEL_DUMP=1` writes every stage of each kernel it
//! compiles to `$TRITON_DUMP_DIR/<kernel hash>/<kernel>.<stage>`; `TRITON_KERNEL_OVERRIDE=1`
//! compiles from the stage files found in `$TRITON_OVERRIDE_DIR/<kernel hash>/` instead of what
//! the compiler made at that stage. The hash covers the source, the options and the target, not
//! the compiler's version, so a dumped hash folder copied into the override folder matches.

use std::collections::BTreeMap;
use std::path::PathBuf;
use tm_settings::Settings;

/// Stages that can be replaced by an edited file: the others are for reading only.
pub const OVERRIDABLE: &[&str] = &["mlir", "llir", "ptx"];

#[derive(Default)]
pub struct StageFiles {
    dump_dir: Option<PathBuf>,
    /// File name -> (path, contents) of every file in the kernel's override folder.
    overrides: BTreeMap<String, (PathBuf, Vec<u8>)>,
}

impl StageFiles {
    /// What the settings ask for the kernel whose dump hash is `hash`.
    pub(crate) fn new(settings: &Settings, hash: &str) -> Result<StageFiles, String> {
        let mut s =
            StageFiles { dump_dir: settings.kernel_dump_dir.as_ref().map(|d| d.join(hash)), ..Default::default() };
        if let Some(dir) = &settings.kernel_override_dir {
            let dir = dir.join(hash);
            if let Ok(entries) = std::fs::read_dir(&dir) {
                for e in entries.flatten() {
                    let path = e.path();
                    if !path.is_file() {
                        continue;
                    }
                    let bytes = std::fs::read(&path)
                        .map_err(|err| format!("TRITON_KERNEL_OVERRIDE: cannot read {}: {err}", path.display()))?;
                    s.overrides.insert(e.file_name().to_string_lossy().into_owned(), (path, bytes));
                }
            }
        }
        Ok(s)
    }

    /// Whether the kernel must be compiled rather than taken from the cache.
    pub fn forces_compile(&self) -> bool {
        self.dump_dir.is_some() || !self.overrides.is_empty()
    }

    /// Bytes that set a compile with overrides apart in the cache key (an edited stage is not
    /// what the normal key describes).
    pub fn cache_salt(&self) -> Vec<u8> {
        let mut out = vec![];
        for (name, (_, bytes)) in &self.overrides {
            out.extend_from_slice(name.as_bytes());
            out.push(0);
            out.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
            out.extend_from_slice(bytes);
        }
        out
    }

    /// Refuse override files for stages that cannot be read back, before compiling.
    pub(crate) fn check_overrides(&self, kernel: &str) -> Result<(), String> {
        for (name, (path, _)) in &self.overrides {
            let Some(ext) = name.strip_prefix(kernel).and_then(|r| r.strip_prefix('.')) else { continue };
            if !OVERRIDABLE.contains(&ext) {
                return Err(format!(
                    "TRITON_KERNEL_OVERRIDE: {} cannot be used: the '{ext}' stage is written for reading only; edit {kernel}.mlir, {kernel}.llir or {kernel}.ptx instead",
                    path.display()
                ));
            }
        }
        Ok(())
    }

    /// The edited text of stage `ext` of `kernel`, when there is one (announced on stderr, as
    /// upstream does).
    pub(crate) fn take(&self, kernel: &str, ext: &str) -> Result<Option<String>, String> {
        let Some((path, bytes)) = self.overrides.get(&format!("{kernel}.{ext}")) else { return Ok(None) };
        let text = String::from_utf8(bytes.clone())
            .map_err(|_| format!("TRITON_KERNEL_OVERRIDE: {} is not UTF-8 text", path.display()))?;
        eprintln!("\nOverriding kernel with file {}", path.display());
        Ok(Some(text))
    }

    /// Write stage `ext` of `kernel` when dumping.
    pub(crate) fn dump(&self, kernel: &str, ext: &str, bytes: &[u8]) -> Result<(), String> {
        let Some(dir) = &self.dump_dir else { return Ok(()) };
        let path = dir.join(format!("{kernel}.{ext}"));
        std::fs::create_dir_all(dir)
            .and_then(|_| std::fs::write(&path, bytes))
            .map_err(|e| format!("TRITON_KERNEL_DUMP: cannot write {}: {e}", path.display()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_edited_stages_are_taken_and_salt_the_key() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = StageFiles::default();
        s.overrides.insert("k.llir".into(), (dir.path().join("k.llir"), b"; edited".to_vec()));
        assert_eq!(s.take("k", "llir").unwrap().as_deref(), Some("; edited"));
        assert_eq!(s.take("k", "mlir").unwrap(), None);
        assert!(s.check_overrides("k").is_ok());
        assert!(!s.cache_salt().is_empty() && s.forces_compile());
        s.overrides.insert("k.ttir".into(), (dir.path().join("k.ttir"), vec![]));
        assert!(s.check_overrides("k").unwrap_err().contains("for reading only"));
        assert!(s.check_overrides("other").is_ok());
    }

    #[test]
    fn dumps_write_one_file_per_stage() {
        let dir = tempfile::tempdir().unwrap();
        let s = StageFiles { dump_dir: Some(dir.path().join("h")), ..Default::default() };
        s.dump("k", "ttir", b"tt.func").unwrap();
        assert_eq!(std::fs::read(dir.path().join("h/k.ttir")).unwrap(), b"tt.func");
        assert!(StageFiles::default().dump("k", "ttir", b"x").is_ok());
    }
}
