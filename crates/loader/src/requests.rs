//! The index from a compile request (a kernel message) to the cache entry the compiler made for
//! it, so that a later run finds the kernel without the compiler. The entry's own key depends on
//! facts only the compiler can find (the host CPU as LLVM names it, the toolkit's version); the
//! request key depends on the message, the settings, the compiler version and, for the host
//! target, this machine's CPU as the kernel sees it (`/proc/cpuinfo`), so an index shared by
//! machines of different CPUs never hands one of them another's code.

use crate::cache::{hash_key, Cache};
use crate::error::Error;
use crate::kernel::{load_cached, Kernel, COMPILER_VERSION};
use serde_json::value::RawValue;
use std::collections::BTreeMap;
use std::path::PathBuf;
use tm_settings::Settings;

/// The parts of a message that decide what is compiled, and the cache it goes to.
pub struct Request {
    pub key: String,
    pub cache_root: PathBuf,
    verbose: bool,
    load: bool,
}

/// What decides the host target's code, read without LLVM: the architecture, the CPU model and
/// its feature flags.
pub fn host_fingerprint() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |name: &str| {
        info.lines()
            .find(|l| l.split(':').next().is_some_and(|k| k.trim() == name))
            .and_then(|l| l.split_once(':'))
            .map(|(_, v)| v.trim().to_string())
            .unwrap_or_default()
    };
    format!("{}|{}|{}|{}", std::env::consts::ARCH, field("vendor_id"), field("model name"), field("flags"))
}

/// How deep a kernel message may nest. Python's own recursion limit keeps real kernels far
/// below it (one level per operator: a 7000-term sum compiles); the bound keeps a crafted
/// message from overflowing the compile pool's 64 MiB stacks, which kills the process.
pub const MAX_MESSAGE_DEPTH: usize = 10_000;

/// The deepest nesting of objects and arrays in JSON text (strings skipped).
pub fn json_depth(text: &str) -> usize {
    let (mut depth, mut deepest, mut in_string, mut escaped) = (0usize, 0usize, false, false);
    for b in text.bytes() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

/// Parse a kernel message. Expressions nest as deep as users write them (generated kernels
/// have sums of hundreds of terms), so serde's nesting limit of 128 is lifted for a bound of
/// our own; compiles run on the compile pool's large stacks, which the recursion over the AST
/// needs.
pub fn parse_message<T: serde::de::DeserializeOwned>(message: &str) -> Result<T, Error> {
    let depth = json_depth(message);
    if depth > MAX_MESSAGE_DEPTH {
        return Err(Error::Invalid(format!(
            "malformed kernel message: it nests {depth} levels deep; at most {MAX_MESSAGE_DEPTH} are allowed"
        )));
    }
    let mut de = serde_json::Deserializer::from_str(message);
    de.disable_recursion_limit();
    let v = T::deserialize(&mut de).and_then(|v| de.end().map(|_| v));
    v.map_err(|e| Error::Invalid(format!("malformed kernel message: {e}")))
}

impl Request {
    /// The request a kernel message makes (the JSON `tm_runtime::compile` takes).
    pub fn from_message(message: &str) -> Result<Request, Error> {
        // the top level only: the kernel's AST stays unparsed text (it nests as deep as the
        // user's expressions)
        let mut obj: BTreeMap<String, Box<RawValue>> = parse_message(message)?;
        let field = |obj: &BTreeMap<String, Box<RawValue>>, k: &str| -> Option<serde_json::Value> {
            serde_json::from_str(obj.get(k)?.get()).ok()
        };
        let settings = match field(&obj, "settings").as_ref().and_then(|s| s.as_object()) {
            Some(vars) => Settings::from_vars(
                &vars
                    .iter()
                    .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_string())))
                    .collect::<BTreeMap<_, _>>(),
            ),
            None => Settings::from_env(),
        };
        let cache_root = field(&obj, "cache_dir")
            .and_then(|d| d.as_str().map(PathBuf::from))
            .unwrap_or_else(|| settings.cache_dir.clone());
        let load = field(&obj, "load").and_then(|l| l.as_bool()).unwrap_or(true);
        let host = match field(&obj, "target").as_ref().and_then(|t| t.as_str()).unwrap_or("cpu") {
            "cpu" => host_fingerprint(),
            _ => String::new(),
        };
        // where it is cached and whether it is loaded do not change what is compiled
        for k in ["cache_dir", "load", "always_compile"] {
            obj.remove(k);
        }
        let mut canonical = String::new();
        for (k, v) in &obj {
            canonical.push_str(k);
            canonical.push('\0');
            canonical.push_str(v.get());
            canonical.push('\0');
        }
        let key = hash_key(&[
            COMPILER_VERSION.as_bytes(),
            canonical.as_bytes(),
            settings.codegen_key().as_bytes(),
            host.as_bytes(),
        ]);
        Ok(Request { key, cache_root, verbose: settings.verbose_cache, load })
    }

    fn index_file(&self) -> PathBuf {
        self.cache_root.join("requests").join(&self.key)
    }

    /// The cache entry recorded for this request, if any.
    pub fn entry_key(&self) -> Option<String> {
        let text = std::fs::read_to_string(self.index_file()).ok()?;
        let key = text.trim();
        (key.len() == 40 && key.bytes().all(|b| b.is_ascii_hexdigit())).then(|| key.to_string())
    }

    /// Record that this request compiled to the cache entry `entry_key` (atomically: a reader
    /// sees the old record or the new one).
    pub fn record(&self, entry_key: &str) -> std::io::Result<()> {
        let dir = self.cache_root.join("requests");
        std::fs::create_dir_all(&dir)?;
        let tmp = tempfile::NamedTempFile::new_in(&dir)?;
        std::fs::write(tmp.path(), entry_key)?;
        tmp.persist(self.index_file()).map_err(|e| e.error)?;
        Ok(())
    }

    /// The kernel this request compiled to before, loaded from the cache; None when it was never
    /// compiled here, or its entry is gone or damaged (the compiler then makes it again).
    pub fn load(&self) -> Option<Kernel> {
        let key = self.entry_key()?;
        load_cached(&Cache::new(self.cache_root.clone()), &key, self.verbose, self.load)
    }
}
