/// What a long-lived helper the tests start (a PostgreSQL server, a tmux server) must not keep:
/// the test process's open descriptors.
///
/// Foundation's `Pipe` does not make its descriptors close-on-exec, and `system` and
/// `posix_spawn` pass on every such descriptor. A server started while another test's
/// `CLIRunner` pipes were open held their ends for its whole life: that test never read
/// end-of-file and the test process never exited (CI's hang at stop 28). `Process` closes
/// them in its children; the starters that cannot use `Process` run their tool through
/// `bash -c "\(closeAll); exec tool…"`.
package enum InheritedDescriptors {
  /// bash code that closes every descriptor of the shell above 2.
  package static let closeAll =
    #"for f in /proc/$$/fd/*; do n=${f##*/}; if [ "$n" -gt 2 ]; then eval "exec $n>&-"; fi; done"#
}
