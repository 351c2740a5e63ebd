; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 4096

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.barrier0() #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

declare i32 @llvm.musa.sqmma.desc.half(i16, i32, i32, i32)

declare i32 @llvm.musa.sqmma.desc.i8(i8, i32, i32, i32)

; Function Attrs: convergent nounwind
declare <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare <16 x i32> @llvm.musa.sqmma.smma.m64n32k64.mma(i32, i32, <16 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.sqmma.wait() #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 4
  %20 = and i64 %19, 48
  %21 = lshr i64 %19, 6
  %22 = or i64 %20, 8
  %23 = trunc i64 %21 to i32
  %24 = shl i32 %23, 6
  %25 = sext i32 %24 to i64
  %26 = getelementptr half, ptr addrspace(1) %2, i64 %25
  br i1 %11, label %27, label %30

27: ; preds = %18
  %28 = getelementptr half, ptr addrspace(1) %26, i64 %20
  %29 = load <8 x half>, ptr addrspace(1) %28, align 16
  br label %30

30: ; preds = %27, %18
  %31 = phi <8 x half> [ %29, %27 ], [ zeroinitializer, %18 ]
  br i1 %11, label %32, label %35

32: ; preds = %30
  %33 = getelementptr half, ptr addrspace(1) %26, i64 %22
  %34 = load <8 x half>, ptr addrspace(1) %33, align 16
  br label %35

35: ; preds = %32, %30
  %36 = phi <8 x half> [ %34, %32 ], [ zeroinitializer, %30 ]
  %37 = add i32 %10, %23
  %38 = shl i32 %37, 6
  %39 = sext i32 %38 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 %20
  %42 = and i64 %19, -64
  %43 = add nsw i64 %19, 1024
  %44 = lshr i64 %43, 8
  %45 = xor i64 %44, %8
  %46 = and i64 %43, 4294967040
  %47 = shl nsw i64 %45, 4
  %48 = and i64 %47, 240
  %49 = or i64 %48, %46
  %50 = trunc i64 %49 to i32
  %51 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %50
  %52 = add nsw i64 %19, 2048
  %53 = lshr i64 %52, 6
  %54 = trunc i64 %53 to i32
  %55 = add i32 %10, %54
  %56 = shl i32 %55, 6
  %57 = sext i32 %56 to i64
  %58 = getelementptr i8, ptr addrspace(1) %0, i64 %57
  %59 = getelementptr i8, ptr addrspace(1) %58, i64 %20
  %60 = and i64 %52, -64
  %61 = or i64 %60, %20
  %62 = add nsw i64 %19, 3072
  %63 = and i64 %62, 4294967040
  %64 = lshr exact i64 %62, 4
  %65 = xor i64 %61, %64
  %66 = and i64 %65, 240
  %67 = or i64 %66, %63
  %68 = trunc i64 %67 to i32
  %69 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %68
  %70 = add nsw i64 %19, 5120
  %71 = lshr i64 %70, 8
  %72 = xor i64 %71, %8
  %73 = and i64 %70, 4294967040
  %74 = shl nsw i64 %72, 4
  %75 = and i64 %74, 240
  %76 = or i64 %75, %73
  %77 = trunc i64 %76 to i32
  %78 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %77
  %79 = icmp ult i32 %7, 128
  %80 = and i64 %8, 1
  %81 = and i64 %19, 4294967264
  %82 = shl nuw nsw i64 %80, 4
  %83 = select i1 %79, i64 %81, i64 0
  %84 = or i64 %83, %82
  %85 = trunc i64 %84 to i32
  %86 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %85
  %87 = or i32 %85, 1
  %88 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %87
  %89 = or i32 %85, 2
  %90 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %89
  %91 = or i32 %85, 3
  %92 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %91
  %93 = or i32 %85, 4
  %94 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %93
  %95 = or i32 %85, 5
  %96 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %95
  %97 = or i32 %85, 6
  %98 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %97
  %99 = or i32 %85, 7
  %100 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %99
  %101 = or i32 %85, 8
  %102 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %101
  %103 = or i32 %85, 9
  %104 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %103
  %105 = or i32 %85, 10
  %106 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %105
  %107 = or i32 %85, 11
  %108 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %107
  %109 = or i32 %85, 12
  %110 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %109
  %111 = or i32 %85, 13
  %112 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %111
  %113 = or i32 %85, 14
  %114 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %113
  %115 = or i32 %85, 15
  %116 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %115
  %117 = icmp eq i64 %80, 0
  %118 = and i1 %79, %117
  %119 = lshr i64 %19, 5
  %120 = trunc i64 %19 to i32
  %121 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %120
  %122 = trunc i64 %119 to i32
  %123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %122
  %124 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %122
  %125 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %120
  %126 = or i64 %19, 1
  %127 = trunc i64 %126 to i32
  %128 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %127
  %129 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %127
  %130 = or i64 %19, 2
  %131 = trunc i64 %130 to i32
  %132 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %131
  %133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %131
  %134 = or i64 %19, 3
  %135 = trunc i64 %134 to i32
  %136 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %135
  %137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %135
  %138 = or i64 %19, 4
  %139 = trunc i64 %138 to i32
  %140 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %139
  %141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %139
  %142 = or i64 %19, 5
  %143 = trunc i64 %142 to i32
  %144 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %143
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %143
  %146 = or i64 %19, 6
  %147 = trunc i64 %146 to i32
  %148 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %147
  %149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %147
  %150 = or i64 %19, 7
  %151 = trunc i64 %150 to i32
  %152 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %151
  %153 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %151
  %154 = or i64 %19, 8
  %155 = trunc i64 %154 to i32
  %156 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %155
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %155
  %158 = or i64 %19, 9
  %159 = trunc i64 %158 to i32
  %160 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %159
  %161 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %159
  %162 = or i64 %19, 10
  %163 = trunc i64 %162 to i32
  %164 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %163
  %165 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %163
  %166 = or i64 %19, 11
  %167 = trunc i64 %166 to i32
  %168 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %167
  %169 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %167
  %170 = or i64 %19, 12
  %171 = trunc i64 %170 to i32
  %172 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %171
  %173 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %171
  %174 = or i64 %19, 13
  %175 = trunc i64 %174 to i32
  %176 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %175
  %177 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %175
  %178 = or i64 %19, 14
  %179 = trunc i64 %178 to i32
  %180 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %179
  %181 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %179
  %182 = or i64 %19, 15
  %183 = trunc i64 %182 to i32
  %184 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %183
  %185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %183
  %186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %85
  %187 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %87
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %89
  %189 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %91
  %190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %93
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %95
  %192 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %97
  %193 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %99
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %101
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %103
  %196 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %105
  %197 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %107
  %198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %109
  %199 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %111
  %200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %113
  %201 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15616), i32 %115
  %202 = shl nsw i64 %8, 5
  %203 = and i64 %202, 4294967040
  %204 = add nuw nsw i64 %203, 24576
  %205 = lshr exact i64 %202, 4
  %206 = and i64 %205, 240
  %.mask = and i64 %202, 224
  %207 = xor i64 %206, %.mask
  %208 = or i64 %207, %204
  %209 = trunc i64 %208 to i32
  %210 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %209
  %211 = shl nsw i64 %126, 1
  %212 = and i64 %211, 4294967040
  %213 = add nuw nsw i64 %212, 24576
  %214 = lshr i64 %211, 4
  %215 = and i64 %214, 240
  %.mask3 = and i64 %211, 224
  %216 = xor i64 %215, %.mask3
  %217 = or i64 %216, %213
  %218 = trunc i64 %217 to i32
  %219 = or i32 %218, 2
  %220 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %219
  %221 = shl nsw i64 %130, 1
  %222 = and i64 %221, 4294967040
  %223 = add nuw nsw i64 %222, 24576
  %224 = lshr i64 %221, 4
  %225 = and i64 %224, 240
  %.mask4 = and i64 %221, 224
  %226 = xor i64 %225, %.mask4
  %227 = or i64 %226, %223
  %228 = trunc i64 %227 to i32
  %229 = or i32 %228, 4
  %230 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %229
  %231 = shl nsw i64 %134, 1
  %232 = and i64 %231, 4294967040
  %233 = add nuw nsw i64 %232, 24576
  %234 = lshr i64 %231, 4
  %235 = and i64 %234, 240
  %.mask5 = and i64 %231, 224
  %236 = xor i64 %235, %.mask5
  %237 = or i64 %236, %233
  %238 = trunc i64 %237 to i32
  %239 = or i32 %238, 6
  %240 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %239
  %241 = shl nsw i64 %138, 1
  %242 = and i64 %241, 4294967040
  %243 = add nuw nsw i64 %242, 24576
  %244 = lshr i64 %241, 4
  %245 = and i64 %244, 240
  %.mask6 = and i64 %241, 224
  %246 = xor i64 %245, %.mask6
  %247 = or i64 %246, %243
  %248 = trunc i64 %247 to i32
  %249 = or i32 %248, 8
  %250 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %249
  %251 = shl nsw i64 %142, 1
  %252 = and i64 %251, 4294967040
  %253 = add nuw nsw i64 %252, 24576
  %254 = lshr i64 %251, 4
  %255 = and i64 %254, 240
  %.mask7 = and i64 %251, 224
  %256 = xor i64 %255, %.mask7
  %257 = or i64 %256, %253
  %258 = trunc i64 %257 to i32
  %259 = or i32 %258, 10
  %260 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %259
  %261 = shl nsw i64 %146, 1
  %262 = and i64 %261, 4294967040
  %263 = add nuw nsw i64 %262, 24576
  %264 = lshr i64 %261, 4
  %265 = and i64 %264, 240
  %.mask8 = and i64 %261, 224
  %266 = xor i64 %265, %.mask8
  %267 = or i64 %266, %263
  %268 = trunc i64 %267 to i32
  %269 = or i32 %268, 12
  %270 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %269
  %271 = shl nsw i64 %150, 1
  %272 = and i64 %271, 4294967040
  %273 = add nuw nsw i64 %272, 24576
  %274 = lshr i64 %271, 4
  %275 = and i64 %274, 240
  %.mask9 = and i64 %271, 224
  %276 = xor i64 %275, %.mask9
  %277 = or i64 %276, %273
  %278 = trunc i64 %277 to i32
  %279 = or i32 %278, 14
  %280 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %279
  %281 = shl nsw i64 %154, 1
  %282 = and i64 %281, 4294967040
  %283 = add nuw nsw i64 %282, 24576
  %284 = lshr exact i64 %281, 4
  %285 = xor i64 %284, %281
  %286 = and i64 %285, 240
  %287 = or i64 %286, %283
  %288 = trunc i64 %287 to i32
  %289 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %288
  %290 = shl nsw i64 %158, 1
  %291 = and i64 %290, 4294967040
  %292 = add nuw nsw i64 %291, 24576
  %293 = lshr i64 %290, 4
  %294 = xor i64 %293, %290
  %295 = and i64 %294, 240
  %296 = or i64 %295, %292
  %297 = trunc i64 %296 to i32
  %298 = or i32 %297, 2
  %299 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %298
  %300 = shl nsw i64 %162, 1
  %301 = and i64 %300, 4294967040
  %302 = add nuw nsw i64 %301, 24576
  %303 = lshr i64 %300, 4
  %304 = xor i64 %303, %300
  %305 = and i64 %304, 240
  %306 = or i64 %305, %302
  %307 = trunc i64 %306 to i32
  %308 = or i32 %307, 4
  %309 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %308
  %310 = shl nsw i64 %166, 1
  %311 = and i64 %310, 4294967040
  %312 = add nuw nsw i64 %311, 24576
  %313 = lshr i64 %310, 4
  %314 = xor i64 %313, %310
  %315 = and i64 %314, 240
  %316 = or i64 %315, %312
  %317 = trunc i64 %316 to i32
  %318 = or i32 %317, 6
  %319 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %318
  %320 = shl nsw i64 %170, 1
  %321 = and i64 %320, 4294967040
  %322 = add nuw nsw i64 %321, 24576
  %323 = lshr i64 %320, 4
  %324 = xor i64 %323, %320
  %325 = and i64 %324, 240
  %326 = or i64 %325, %322
  %327 = trunc i64 %326 to i32
  %328 = or i32 %327, 8
  %329 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %328
  %330 = shl nsw i64 %174, 1
  %331 = and i64 %330, 4294967040
  %332 = add nuw nsw i64 %331, 24576
  %333 = lshr i64 %330, 4
  %334 = xor i64 %333, %330
  %335 = and i64 %334, 240
  %336 = or i64 %335, %332
  %337 = trunc i64 %336 to i32
  %338 = or i32 %337, 10
  %339 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %338
  %340 = shl nsw i64 %178, 1
  %341 = and i64 %340, 4294967040
  %342 = add nuw nsw i64 %341, 24576
  %343 = lshr i64 %340, 4
  %344 = xor i64 %343, %340
  %345 = and i64 %344, 240
  %346 = or i64 %345, %342
  %347 = trunc i64 %346 to i32
  %348 = or i32 %347, 12
  %349 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %348
  %350 = shl nsw i64 %182, 1
  %351 = and i64 %350, 4294967040
  %352 = add nuw nsw i64 %351, 24576
  %353 = lshr i64 %350, 4
  %354 = xor i64 %353, %350
  %355 = and i64 %354, 240
  %356 = or i64 %355, %352
  %357 = trunc i64 %356 to i32
  %358 = or i32 %357, 14
  %359 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %358
  %360 = and i64 %19, -2048
  %361 = and i64 %21, 31
  %362 = shl nuw nsw i64 %20, 5
  %363 = or i64 %362, %360
  %364 = or i64 %363, %361
  %365 = shl nsw i64 %364, 1
  %366 = and i64 %365, 14
  %367 = and i64 %365, 4294966272
  %368 = add nuw nsw i64 %367, 28672
  %369 = lshr i64 %365, 4
  %370 = and i64 %369, 240
  %.mask10 = and i64 %365, 48
  %371 = xor i64 %370, %.mask10
  %372 = or i64 %371, %368
  %373 = or i64 %372, %366
  %374 = trunc i64 %373 to i32
  %375 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %374
  %376 = or i64 %20, 1
  %377 = shl nuw nsw i64 %376, 5
  %378 = or i64 %377, %360
  %379 = or i64 %378, %361
  %380 = shl nsw i64 %379, 1
  %381 = and i64 %380, 14
  %382 = and i64 %380, 4294967040
  %383 = add nuw nsw i64 %382, 28672
  %384 = lshr i64 %380, 4
  %385 = xor i64 %384, %380
  %386 = and i64 %385, 240
  %387 = or i64 %386, %383
  %388 = or i64 %387, %381
  %389 = trunc i64 %388 to i32
  %390 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %389
  %391 = or i64 %20, 2
  %392 = shl nuw nsw i64 %391, 5
  %393 = or i64 %392, %360
  %394 = or i64 %393, %361
  %395 = shl nsw i64 %394, 1
  %396 = and i64 %395, 14
  %397 = and i64 %395, 4294967040
  %398 = add nuw nsw i64 %397, 28672
  %399 = lshr i64 %395, 4
  %400 = xor i64 %399, %395
  %401 = and i64 %400, 240
  %402 = or i64 %401, %398
  %403 = or i64 %402, %396
  %404 = trunc i64 %403 to i32
  %405 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %404
  %406 = or i64 %20, 3
  %407 = shl nuw nsw i64 %406, 5
  %408 = or i64 %407, %360
  %409 = or i64 %408, %361
  %410 = shl nsw i64 %409, 1
  %411 = and i64 %410, 14
  %412 = and i64 %410, 4294967040
  %413 = add nuw nsw i64 %412, 28672
  %414 = lshr i64 %410, 4
  %415 = xor i64 %414, %410
  %416 = and i64 %415, 240
  %417 = or i64 %416, %413
  %418 = or i64 %417, %411
  %419 = trunc i64 %418 to i32
  %420 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %419
  %421 = or i64 %20, 4
  %422 = shl nuw nsw i64 %421, 5
  %423 = or i64 %422, %360
  %424 = or i64 %423, %361
  %425 = shl nsw i64 %424, 1
  %426 = and i64 %425, 14
  %427 = and i64 %425, 4294967040
  %428 = add nuw nsw i64 %427, 28672
  %429 = lshr i64 %425, 4
  %430 = xor i64 %429, %425
  %431 = and i64 %430, 240
  %432 = or i64 %431, %428
  %433 = or i64 %432, %426
  %434 = trunc i64 %433 to i32
  %435 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %434
  %436 = or i64 %20, 5
  %437 = shl nuw nsw i64 %436, 5
  %438 = or i64 %437, %360
  %439 = or i64 %438, %361
  %440 = shl nsw i64 %439, 1
  %441 = and i64 %440, 14
  %442 = and i64 %440, 4294967040
  %443 = add nuw nsw i64 %442, 28672
  %444 = lshr i64 %440, 4
  %445 = xor i64 %444, %440
  %446 = and i64 %445, 240
  %447 = or i64 %446, %443
  %448 = or i64 %447, %441
  %449 = trunc i64 %448 to i32
  %450 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %449
  %451 = or i64 %20, 6
  %452 = shl nuw nsw i64 %451, 5
  %453 = or i64 %452, %360
  %454 = or i64 %453, %361
  %455 = shl nsw i64 %454, 1
  %456 = and i64 %455, 14
  %457 = and i64 %455, 4294967040
  %458 = add nuw nsw i64 %457, 28672
  %459 = lshr i64 %455, 4
  %460 = xor i64 %459, %455
  %461 = and i64 %460, 240
  %462 = or i64 %461, %458
  %463 = or i64 %462, %456
  %464 = trunc i64 %463 to i32
  %465 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %464
  %466 = or i64 %20, 7
  %467 = shl nuw nsw i64 %466, 5
  %468 = or i64 %467, %360
  %469 = or i64 %468, %361
  %470 = shl nsw i64 %469, 1
  %471 = and i64 %470, 14
  %472 = and i64 %470, 4294967040
  %473 = add nuw nsw i64 %472, 28672
  %474 = lshr i64 %470, 4
  %475 = xor i64 %474, %470
  %476 = and i64 %475, 240
  %477 = or i64 %476, %473
  %478 = or i64 %477, %471
  %479 = trunc i64 %478 to i32
  %480 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %479
  %481 = shl nuw nsw i64 %22, 5
  %482 = or i64 %481, %360
  %483 = or i64 %482, %361
  %484 = shl nsw i64 %483, 1
  %485 = and i64 %484, 14
  %486 = and i64 %484, 4294967040
  %487 = add nuw nsw i64 %486, 28672
  %488 = lshr i64 %484, 4
  %489 = xor i64 %488, %484
  %490 = and i64 %489, 240
  %491 = or i64 %490, %487
  %492 = or i64 %491, %485
  %493 = trunc i64 %492 to i32
  %494 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %493
  %495 = or i64 %20, 9
  %496 = shl nuw nsw i64 %495, 5
  %497 = or i64 %496, %360
  %498 = or i64 %497, %361
  %499 = shl nsw i64 %498, 1
  %500 = and i64 %499, 14
  %501 = and i64 %499, 4294967040
  %502 = add nuw nsw i64 %501, 28672
  %503 = lshr i64 %499, 4
  %504 = xor i64 %503, %499
  %505 = and i64 %504, 240
  %506 = or i64 %505, %502
  %507 = or i64 %506, %500
  %508 = trunc i64 %507 to i32
  %509 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %508
  %510 = or i64 %20, 10
  %511 = shl nuw nsw i64 %510, 5
  %512 = or i64 %511, %360
  %513 = or i64 %512, %361
  %514 = shl nsw i64 %513, 1
  %515 = and i64 %514, 14
  %516 = and i64 %514, 4294967040
  %517 = add nuw nsw i64 %516, 28672
  %518 = lshr i64 %514, 4
  %519 = xor i64 %518, %514
  %520 = and i64 %519, 240
  %521 = or i64 %520, %517
  %522 = or i64 %521, %515
  %523 = trunc i64 %522 to i32
  %524 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %523
  %525 = or i64 %20, 11
  %526 = shl nuw nsw i64 %525, 5
  %527 = or i64 %526, %360
  %528 = or i64 %527, %361
  %529 = shl nsw i64 %528, 1
  %530 = and i64 %529, 14
  %531 = and i64 %529, 4294967040
  %532 = add nuw nsw i64 %531, 28672
  %533 = lshr i64 %529, 4
  %534 = xor i64 %533, %529
  %535 = and i64 %534, 240
  %536 = or i64 %535, %532
  %537 = or i64 %536, %530
  %538 = trunc i64 %537 to i32
  %539 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %538
  %540 = or i64 %20, 12
  %541 = shl nuw nsw i64 %540, 5
  %542 = or i64 %541, %360
  %543 = or i64 %542, %361
  %544 = shl nsw i64 %543, 1
  %545 = and i64 %544, 14
  %546 = and i64 %544, 4294967040
  %547 = add nuw nsw i64 %546, 28672
  %548 = lshr i64 %544, 4
  %549 = xor i64 %548, %544
  %550 = and i64 %549, 240
  %551 = or i64 %550, %547
  %552 = or i64 %551, %545
  %553 = trunc i64 %552 to i32
  %554 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %553
  %555 = or i64 %20, 13
  %556 = shl nuw nsw i64 %555, 5
  %557 = or i64 %556, %360
  %558 = or i64 %557, %361
  %559 = shl nsw i64 %558, 1
  %560 = and i64 %559, 14
  %561 = and i64 %559, 4294967040
  %562 = add nuw nsw i64 %561, 28672
  %563 = lshr i64 %559, 4
  %564 = xor i64 %563, %559
  %565 = and i64 %564, 240
  %566 = or i64 %565, %562
  %567 = or i64 %566, %560
  %568 = trunc i64 %567 to i32
  %569 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %568
  %570 = or i64 %20, 14
  %571 = shl nuw nsw i64 %570, 5
  %572 = or i64 %571, %360
  %573 = or i64 %572, %361
  %574 = shl nsw i64 %573, 1
  %575 = and i64 %574, 14
  %576 = and i64 %574, 4294967040
  %577 = add nuw nsw i64 %576, 28672
  %578 = lshr i64 %574, 4
  %579 = xor i64 %578, %574
  %580 = and i64 %579, 240
  %581 = or i64 %580, %577
  %582 = or i64 %581, %575
  %583 = trunc i64 %582 to i32
  %584 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %583
  %585 = or i64 %20, 15
  %586 = shl nuw nsw i64 %585, 5
  %587 = or i64 %586, %360
  %588 = or i64 %587, %361
  %589 = shl nsw i64 %588, 1
  %590 = and i64 %589, 14
  %591 = and i64 %589, 4294967040
  %592 = add nuw nsw i64 %591, 28672
  %593 = lshr i64 %589, 4
  %594 = xor i64 %593, %589
  %595 = and i64 %594, 240
  %596 = or i64 %595, %592
  %597 = or i64 %596, %590
  %598 = trunc i64 %597 to i32
  %599 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %598
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 23808), i32 %23
  %601 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %120
  %602 = or i64 %376, %42
  %603 = trunc i64 %602 to i32
  %604 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %603
  %605 = or i64 %391, %42
  %606 = trunc i64 %605 to i32
  %607 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %606
  %608 = or i64 %406, %42
  %609 = trunc i64 %608 to i32
  %610 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %609
  %611 = or i64 %421, %42
  %612 = trunc i64 %611 to i32
  %613 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %612
  %614 = or i64 %436, %42
  %615 = trunc i64 %614 to i32
  %616 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %615
  %617 = or i64 %451, %42
  %618 = trunc i64 %617 to i32
  %619 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %618
  %620 = or i64 %466, %42
  %621 = trunc i64 %620 to i32
  %622 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %621
  %623 = or i64 %22, %42
  %624 = trunc i64 %623 to i32
  %625 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %624
  %626 = or i64 %495, %42
  %627 = trunc i64 %626 to i32
  %628 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %627
  %629 = or i64 %510, %42
  %630 = trunc i64 %629 to i32
  %631 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %630
  %632 = or i64 %525, %42
  %633 = trunc i64 %632 to i32
  %634 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %633
  %635 = or i64 %540, %42
  %636 = trunc i64 %635 to i32
  %637 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %636
  %638 = or i64 %555, %42
  %639 = trunc i64 %638 to i32
  %640 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %639
  %641 = or i64 %570, %42
  %642 = trunc i64 %641 to i32
  %643 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %642
  %644 = or i64 %585, %42
  %645 = trunc i64 %644 to i32
  %646 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %645
  %647 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 23808), i32 %54
  %648 = trunc i64 %61 to i32
  %649 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %648
  %650 = or i32 %648, 1
  %651 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %650
  %652 = or i32 %648, 2
  %653 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %652
  %654 = or i32 %648, 3
  %655 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %654
  %656 = or i32 %648, 4
  %657 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %656
  %658 = or i32 %648, 5
  %659 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %658
  %660 = or i32 %648, 6
  %661 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %660
  %662 = or i32 %648, 7
  %663 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %662
  %664 = or i64 %22, %60
  %665 = trunc i64 %664 to i32
  %666 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %665
  %667 = or i32 %648, 9
  %668 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %667
  %669 = or i32 %648, 10
  %670 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %669
  %671 = or i32 %648, 11
  %672 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %671
  %673 = or i32 %648, 12
  %674 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %673
  %675 = or i32 %648, 13
  %676 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %675
  %677 = or i32 %648, 14
  %678 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %677
  %679 = or i32 %648, 15
  %680 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %679
  %681 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %120
  %682 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %603
  %683 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %615
  %684 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %618
  %685 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %621
  %686 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %624
  %687 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %648
  %688 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %665
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %35
  %689 = lshr i64 %8, 3
  %690 = and i64 %8, 7
  %691 = shl nuw nsw i64 %689, 5
  %692 = or i64 %691, %690
  %693 = trunc i64 %692 to i32
  %694 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %693
  %695 = or i64 %690, 8
  %696 = or i64 %695, %691
  %697 = trunc i64 %696 to i32
  %698 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %697
  %699 = or i64 %690, 16
  %700 = or i64 %699, %691
  %701 = trunc i64 %700 to i32
  %702 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %701
  %703 = or i64 %690, 24
  %704 = or i64 %703, %691
  %705 = trunc i64 %704 to i32
  %706 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %705
  %707 = or i64 %691, 512
  %708 = or i64 %707, %690
  %709 = trunc i64 %708 to i32
  %710 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %709
  %711 = or i64 %707, %695
  %712 = trunc i64 %711 to i32
  %713 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %712
  %714 = or i64 %707, %699
  %715 = trunc i64 %714 to i32
  %716 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %715
  %717 = or i64 %707, %703
  %718 = trunc i64 %717 to i32
  %719 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %718
  %720 = or i64 %691, 1024
  %721 = or i64 %720, %690
  %722 = trunc i64 %721 to i32
  %723 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %722
  %724 = or i64 %720, %695
  %725 = trunc i64 %724 to i32
  %726 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %725
  %727 = or i64 %720, %699
  %728 = trunc i64 %727 to i32
  %729 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %728
  %730 = or i64 %720, %703
  %731 = trunc i64 %730 to i32
  %732 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %731
  %733 = or i64 %691, 1536
  %734 = or i64 %733, %690
  %735 = trunc i64 %734 to i32
  %736 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %735
  %737 = or i64 %733, %695
  %738 = trunc i64 %737 to i32
  %739 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %738
  %740 = or i64 %733, %699
  %741 = trunc i64 %740 to i32
  %742 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %741
  %743 = or i64 %733, %703
  %744 = trunc i64 %743 to i32
  %745 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %744
  %746 = lshr i32 %7, 1
  %747 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %746
  %748 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %749 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %7
  %750 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 23808), i32 %7
  %751 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24064), i32 %746
  %752 = shl nuw nsw i64 %689, 6
  %753 = or i64 %752, %690
  %754 = trunc i64 %753 to i32
  %755 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %754
  %756 = or i64 %695, %752
  %757 = trunc i64 %756 to i32
  %758 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %757
  %759 = or i64 %699, %752
  %760 = trunc i64 %759 to i32
  %761 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %760
  %762 = or i64 %703, %752
  %763 = trunc i64 %762 to i32
  %764 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %763
  %765 = or i64 %690, 32
  %766 = or i64 %765, %752
  %767 = trunc i64 %766 to i32
  %768 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %767
  %769 = or i64 %690, 40
  %770 = or i64 %769, %752
  %771 = trunc i64 %770 to i32
  %772 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %771
  %773 = or i64 %690, 48
  %774 = or i64 %773, %752
  %775 = trunc i64 %774 to i32
  %776 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %775
  %777 = or i64 %690, 56
  %778 = or i64 %777, %752
  %779 = trunc i64 %778 to i32
  %780 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %779
  %781 = or i64 %752, 1024
  %782 = or i64 %781, %690
  %783 = trunc i64 %782 to i32
  %784 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %783
  %785 = or i64 %781, %695
  %786 = trunc i64 %785 to i32
  %787 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %786
  %788 = or i64 %781, %699
  %789 = trunc i64 %788 to i32
  %790 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %789
  %791 = or i64 %781, %703
  %792 = trunc i64 %791 to i32
  %793 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %792
  %794 = or i64 %781, %765
  %795 = trunc i64 %794 to i32
  %796 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %795
  %797 = or i64 %781, %769
  %798 = trunc i64 %797 to i32
  %799 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %798
  %800 = or i64 %781, %773
  %801 = trunc i64 %800 to i32
  %802 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %801
  %803 = or i64 %781, %777
  %804 = trunc i64 %803 to i32
  %805 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %804
  %806 = or i64 %752, 2048
  %807 = or i64 %806, %690
  %808 = trunc i64 %807 to i32
  %809 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %808
  %810 = or i64 %806, %695
  %811 = trunc i64 %810 to i32
  %812 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %811
  %813 = or i64 %806, %699
  %814 = trunc i64 %813 to i32
  %815 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %814
  %816 = or i64 %806, %703
  %817 = trunc i64 %816 to i32
  %818 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %817
  %819 = or i64 %806, %765
  %820 = trunc i64 %819 to i32
  %821 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %820
  %822 = or i64 %806, %769
  %823 = trunc i64 %822 to i32
  %824 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %823
  %825 = or i64 %806, %773
  %826 = trunc i64 %825 to i32
  %827 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %826
  %828 = or i64 %806, %777
  %829 = trunc i64 %828 to i32
  %830 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %829
  %831 = or i64 %752, 3072
  %832 = or i64 %831, %690
  %833 = trunc i64 %832 to i32
  %834 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %833
  %835 = or i64 %831, %695
  %836 = trunc i64 %835 to i32
  %837 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %836
  %838 = or i64 %831, %699
  %839 = trunc i64 %838 to i32
  %840 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %839
  %841 = or i64 %831, %703
  %842 = trunc i64 %841 to i32
  %843 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %842
  %844 = or i64 %831, %765
  %845 = trunc i64 %844 to i32
  %846 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %845
  %847 = or i64 %831, %769
  %848 = trunc i64 %847 to i32
  %849 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %848
  %850 = or i64 %831, %773
  %851 = trunc i64 %850 to i32
  %852 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %851
  %853 = or i64 %831, %777
  %854 = trunc i64 %853 to i32
  %855 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %854
  %856 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %754
  %857 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %757
  %858 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %760
  %859 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %763
  %860 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %767
  %861 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %771
  %862 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %775
  %863 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %779
  %864 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %783
  %865 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %786
  %866 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %789
  %867 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %792
  %868 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %795
  %869 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %798
  %870 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %801
  %871 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %804
  %872 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %808
  %873 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %811
  %874 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %814
  %875 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %817
  %876 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %820
  %877 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %823
  %878 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %826
  %879 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %829
  %880 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %833
  %881 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %836
  %882 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %839
  %883 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %842
  %884 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %845
  %885 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %848
  %886 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %851
  %887 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %854
  %888 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %889 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24064), i32 %7
  br label %890

890: ; preds = %.lr.ph, %1386
  %891 = phi float [ 0.000000e+00, %.lr.ph ], [ %1410, %1386 ]
  %892 = phi float [ 0.000000e+00, %.lr.ph ], [ %1409, %1386 ]
  %893 = phi float [ 0.000000e+00, %.lr.ph ], [ %1408, %1386 ]
  %894 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %1386 ]
  %895 = phi float [ 0.000000e+00, %.lr.ph ], [ %1406, %1386 ]
  %896 = phi float [ 0.000000e+00, %.lr.ph ], [ %1405, %1386 ]
  %897 = phi float [ 0.000000e+00, %.lr.ph ], [ %1404, %1386 ]
  %898 = phi float [ 0.000000e+00, %.lr.ph ], [ %1403, %1386 ]
  %899 = phi float [ 0.000000e+00, %.lr.ph ], [ %1402, %1386 ]
  %900 = phi float [ 0.000000e+00, %.lr.ph ], [ %1401, %1386 ]
  %901 = phi float [ 0.000000e+00, %.lr.ph ], [ %1400, %1386 ]
  %902 = phi float [ 0.000000e+00, %.lr.ph ], [ %1399, %1386 ]
  %903 = phi float [ 0.000000e+00, %.lr.ph ], [ %1398, %1386 ]
  %904 = phi float [ 0.000000e+00, %.lr.ph ], [ %1397, %1386 ]
  %905 = phi float [ 0.000000e+00, %.lr.ph ], [ %1396, %1386 ]
  %906 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %1386 ]
  %907 = phi float [ 0.000000e+00, %.lr.ph ], [ %1394, %1386 ]
  %908 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %1386 ]
  %909 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %1386 ]
  %910 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %1386 ]
  %911 = phi float [ 0.000000e+00, %.lr.ph ], [ %1390, %1386 ]
  %912 = phi float [ 0.000000e+00, %.lr.ph ], [ %1389, %1386 ]
  %913 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %1386 ]
  %914 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %1386 ]
  %915 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %1386 ]
  %916 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %1386 ]
  %917 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %1386 ]
  %918 = phi float [ 0.000000e+00, %.lr.ph ], [ %1414, %1386 ]
  %919 = phi float [ 0.000000e+00, %.lr.ph ], [ %1413, %1386 ]
  %920 = phi float [ 0.000000e+00, %.lr.ph ], [ %1412, %1386 ]
  %921 = phi float [ 0.000000e+00, %.lr.ph ], [ %1411, %1386 ]
  %922 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %1386 ]
  %923 = phi i32 [ 0, %.lr.ph ], [ %926, %1386 ]
  %924 = phi <8 x half> [ %31, %.lr.ph ], [ %936, %1386 ]
  %925 = phi <8 x half> [ %36, %.lr.ph ], [ %941, %1386 ]
  %926 = add i32 %923, 32
  %927 = icmp slt i32 %926, %5
  %928 = add i32 %926, %23
  %929 = shl i32 %928, 6
  %930 = sext i32 %929 to i64
  %931 = getelementptr half, ptr addrspace(1) %2, i64 %930
  br i1 %927, label %932, label %935

932: ; preds = %890
  %933 = getelementptr half, ptr addrspace(1) %931, i64 %20
  %934 = load <8 x half>, ptr addrspace(1) %933, align 16
  br label %935

935: ; preds = %932, %890
  %936 = phi <8 x half> [ %934, %932 ], [ zeroinitializer, %890 ]
  br i1 %927, label %937, label %940

937: ; preds = %935
  %938 = getelementptr half, ptr addrspace(1) %931, i64 %22
  %939 = load <8 x half>, ptr addrspace(1) %938, align 16
  br label %940

940: ; preds = %937, %935
  %941 = phi <8 x half> [ %939, %937 ], [ zeroinitializer, %935 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %51, ptr addrspace(1) %41, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %69, ptr addrspace(1) %59, i32 16, i32 0)
  %942 = add i32 %923, %23
  %943 = shl i32 %942, 6
  %944 = sext i32 %943 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %944
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %78, ptr addrspace(1) %gep, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %79, label %945, label %967

945: ; preds = %940
  %946 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1024), align 1024
  %947 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %946, i32 64, i32 1, i32 3)
  %948 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), align 1024
  %949 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %948, i32 64, i32 1, i32 3)
  %950 = tail call <16 x i32> @llvm.musa.sqmma.smma.m64n32k64.mma(i32 %947, i32 %949, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %951 = extractelement <16 x i32> %950, i64 0
  store i32 %951, ptr addrspace(3) %694, align 4
  %952 = extractelement <16 x i32> %950, i64 1
  store i32 %952, ptr addrspace(3) %698, align 4
  %953 = extractelement <16 x i32> %950, i64 2
  store i32 %953, ptr addrspace(3) %702, align 4
  %954 = extractelement <16 x i32> %950, i64 3
  store i32 %954, ptr addrspace(3) %706, align 4
  %955 = extractelement <16 x i32> %950, i64 4
  store i32 %955, ptr addrspace(3) %710, align 4
  %956 = extractelement <16 x i32> %950, i64 5
  store i32 %956, ptr addrspace(3) %713, align 4
  %957 = extractelement <16 x i32> %950, i64 6
  store i32 %957, ptr addrspace(3) %716, align 4
  %958 = extractelement <16 x i32> %950, i64 7
  store i32 %958, ptr addrspace(3) %719, align 4
  %959 = extractelement <16 x i32> %950, i64 8
  store i32 %959, ptr addrspace(3) %723, align 4
  %960 = extractelement <16 x i32> %950, i64 9
  store i32 %960, ptr addrspace(3) %726, align 4
  %961 = extractelement <16 x i32> %950, i64 10
  store i32 %961, ptr addrspace(3) %729, align 4
  %962 = extractelement <16 x i32> %950, i64 11
  store i32 %962, ptr addrspace(3) %732, align 4
  %963 = extractelement <16 x i32> %950, i64 12
  store i32 %963, ptr addrspace(3) %736, align 4
  %964 = extractelement <16 x i32> %950, i64 13
  store i32 %964, ptr addrspace(3) %739, align 4
  %965 = extractelement <16 x i32> %950, i64 14
  store i32 %965, ptr addrspace(3) %742, align 4
  %966 = extractelement <16 x i32> %950, i64 15
  store i32 %966, ptr addrspace(3) %745, align 4
  br label %967

967: ; preds = %945, %940
  tail call void @llvm.musa.syncthreads.lm()
  %968 = load i32, ptr addrspace(3) %86, align 64
  %969 = sitofp i32 %968 to float
  %970 = fmul contract float %969, %4
  %971 = load i32, ptr addrspace(3) %88, align 4
  %972 = sitofp i32 %971 to float
  %973 = fmul contract float %972, %4
  %974 = tail call float @llvm.maxnum.f32(float %970, float %973)
  %975 = load i32, ptr addrspace(3) %90, align 8
  %976 = sitofp i32 %975 to float
  %977 = fmul contract float %976, %4
  %978 = tail call float @llvm.maxnum.f32(float %974, float %977)
  %979 = load i32, ptr addrspace(3) %92, align 4
  %980 = sitofp i32 %979 to float
  %981 = fmul contract float %980, %4
  %982 = tail call float @llvm.maxnum.f32(float %978, float %981)
  %983 = load i32, ptr addrspace(3) %94, align 16
  %984 = sitofp i32 %983 to float
  %985 = fmul contract float %984, %4
  %986 = tail call float @llvm.maxnum.f32(float %982, float %985)
  %987 = load i32, ptr addrspace(3) %96, align 4
  %988 = sitofp i32 %987 to float
  %989 = fmul contract float %988, %4
  %990 = tail call float @llvm.maxnum.f32(float %986, float %989)
  %991 = load i32, ptr addrspace(3) %98, align 8
  %992 = sitofp i32 %991 to float
  %993 = fmul contract float %992, %4
  %994 = tail call float @llvm.maxnum.f32(float %990, float %993)
  %995 = load i32, ptr addrspace(3) %100, align 4
  %996 = sitofp i32 %995 to float
  %997 = fmul contract float %996, %4
  %998 = tail call float @llvm.maxnum.f32(float %994, float %997)
  %999 = load i32, ptr addrspace(3) %102, align 32
  %1000 = sitofp i32 %999 to float
  %1001 = fmul contract float %1000, %4
  %1002 = tail call float @llvm.maxnum.f32(float %998, float %1001)
  %1003 = load i32, ptr addrspace(3) %104, align 4
  %1004 = sitofp i32 %1003 to float
  %1005 = fmul contract float %1004, %4
  %1006 = tail call float @llvm.maxnum.f32(float %1002, float %1005)
  %1007 = load i32, ptr addrspace(3) %106, align 8
  %1008 = sitofp i32 %1007 to float
  %1009 = fmul contract float %1008, %4
  %1010 = tail call float @llvm.maxnum.f32(float %1006, float %1009)
  %1011 = load i32, ptr addrspace(3) %108, align 4
  %1012 = sitofp i32 %1011 to float
  %1013 = fmul contract float %1012, %4
  %1014 = tail call float @llvm.maxnum.f32(float %1010, float %1013)
  %1015 = load i32, ptr addrspace(3) %110, align 16
  %1016 = sitofp i32 %1015 to float
  %1017 = fmul contract float %1016, %4
  %1018 = tail call float @llvm.maxnum.f32(float %1014, float %1017)
  %1019 = load i32, ptr addrspace(3) %112, align 4
  %1020 = sitofp i32 %1019 to float
  %1021 = fmul contract float %1020, %4
  %1022 = tail call float @llvm.maxnum.f32(float %1018, float %1021)
  %1023 = load i32, ptr addrspace(3) %114, align 8
  %1024 = sitofp i32 %1023 to float
  %1025 = fmul contract float %1024, %4
  %1026 = tail call float @llvm.maxnum.f32(float %1022, float %1025)
  %1027 = load i32, ptr addrspace(3) %116, align 4
  %1028 = sitofp i32 %1027 to float
  %1029 = fmul contract float %1028, %4
  %1030 = tail call float @llvm.maxnum.f32(float %1026, float %1029)
  %1031 = bitcast float %1030 to i32
  %1032 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1031, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %118, label %1033, label %1036

1033: ; preds = %967
  %1034 = bitcast i32 %1032 to float
  %1035 = tail call float @llvm.maxnum.f32(float %1030, float %1034)
  store float %1035, ptr addrspace(3) %747, align 4
  br label %1036

1036: ; preds = %1033, %967
  tail call void @llvm.musa.syncthreads.lm()
  %1037 = load i32, ptr addrspace(3) %121, align 64
  %1038 = sitofp i32 %1037 to float
  %1039 = fmul contract float %1038, %4
  %1040 = load float, ptr addrspace(3) %123, align 4
  %1041 = load float, ptr addrspace(3) %124, align 4
  %1042 = tail call float @llvm.maxnum.f32(float %1040, float %1041)
  %1043 = fsub contract float %1039, %1042
  %1044 = fmul float %1043, 0x3FF7154760000000
  %1045 = tail call float @llvm.exp2.f32(float %1044)
  store float %1045, ptr addrspace(3) %125, align 64
  %1046 = load i32, ptr addrspace(3) %128, align 4
  %1047 = sitofp i32 %1046 to float
  %1048 = fmul contract float %1047, %4
  %1049 = fsub contract float %1048, %1042
  %1050 = fmul float %1049, 0x3FF7154760000000
  %1051 = tail call float @llvm.exp2.f32(float %1050)
  store float %1051, ptr addrspace(3) %129, align 4
  %1052 = load i32, ptr addrspace(3) %132, align 8
  %1053 = sitofp i32 %1052 to float
  %1054 = fmul contract float %1053, %4
  %1055 = fsub contract float %1054, %1042
  %1056 = fmul float %1055, 0x3FF7154760000000
  %1057 = tail call float @llvm.exp2.f32(float %1056)
  store float %1057, ptr addrspace(3) %133, align 8
  %1058 = load i32, ptr addrspace(3) %136, align 4
  %1059 = sitofp i32 %1058 to float
  %1060 = fmul contract float %1059, %4
  %1061 = fsub contract float %1060, %1042
  %1062 = fmul float %1061, 0x3FF7154760000000
  %1063 = tail call float @llvm.exp2.f32(float %1062)
  store float %1063, ptr addrspace(3) %137, align 4
  %1064 = load i32, ptr addrspace(3) %140, align 16
  %1065 = sitofp i32 %1064 to float
  %1066 = fmul contract float %1065, %4
  %1067 = fsub contract float %1066, %1042
  %1068 = fmul float %1067, 0x3FF7154760000000
  %1069 = tail call float @llvm.exp2.f32(float %1068)
  store float %1069, ptr addrspace(3) %141, align 16
  %1070 = load i32, ptr addrspace(3) %144, align 4
  %1071 = sitofp i32 %1070 to float
  %1072 = fmul contract float %1071, %4
  %1073 = fsub contract float %1072, %1042
  %1074 = fmul float %1073, 0x3FF7154760000000
  %1075 = tail call float @llvm.exp2.f32(float %1074)
  store float %1075, ptr addrspace(3) %145, align 4
  %1076 = load i32, ptr addrspace(3) %148, align 8
  %1077 = sitofp i32 %1076 to float
  %1078 = fmul contract float %1077, %4
  %1079 = fsub contract float %1078, %1042
  %1080 = fmul float %1079, 0x3FF7154760000000
  %1081 = tail call float @llvm.exp2.f32(float %1080)
  store float %1081, ptr addrspace(3) %149, align 8
  %1082 = load i32, ptr addrspace(3) %152, align 4
  %1083 = sitofp i32 %1082 to float
  %1084 = fmul contract float %1083, %4
  %1085 = fsub contract float %1084, %1042
  %1086 = fmul float %1085, 0x3FF7154760000000
  %1087 = tail call float @llvm.exp2.f32(float %1086)
  store float %1087, ptr addrspace(3) %153, align 4
  %1088 = load i32, ptr addrspace(3) %156, align 32
  %1089 = sitofp i32 %1088 to float
  %1090 = fmul contract float %1089, %4
  %1091 = fsub contract float %1090, %1042
  %1092 = fmul float %1091, 0x3FF7154760000000
  %1093 = tail call float @llvm.exp2.f32(float %1092)
  store float %1093, ptr addrspace(3) %157, align 32
  %1094 = load i32, ptr addrspace(3) %160, align 4
  %1095 = sitofp i32 %1094 to float
  %1096 = fmul contract float %1095, %4
  %1097 = fsub contract float %1096, %1042
  %1098 = fmul float %1097, 0x3FF7154760000000
  %1099 = tail call float @llvm.exp2.f32(float %1098)
  store float %1099, ptr addrspace(3) %161, align 4
  %1100 = load i32, ptr addrspace(3) %164, align 8
  %1101 = sitofp i32 %1100 to float
  %1102 = fmul contract float %1101, %4
  %1103 = fsub contract float %1102, %1042
  %1104 = fmul float %1103, 0x3FF7154760000000
  %1105 = tail call float @llvm.exp2.f32(float %1104)
  store float %1105, ptr addrspace(3) %165, align 8
  %1106 = load i32, ptr addrspace(3) %168, align 4
  %1107 = sitofp i32 %1106 to float
  %1108 = fmul contract float %1107, %4
  %1109 = fsub contract float %1108, %1042
  %1110 = fmul float %1109, 0x3FF7154760000000
  %1111 = tail call float @llvm.exp2.f32(float %1110)
  store float %1111, ptr addrspace(3) %169, align 4
  %1112 = load i32, ptr addrspace(3) %172, align 16
  %1113 = sitofp i32 %1112 to float
  %1114 = fmul contract float %1113, %4
  %1115 = fsub contract float %1114, %1042
  %1116 = fmul float %1115, 0x3FF7154760000000
  %1117 = tail call float @llvm.exp2.f32(float %1116)
  store float %1117, ptr addrspace(3) %173, align 16
  %1118 = load i32, ptr addrspace(3) %176, align 4
  %1119 = sitofp i32 %1118 to float
  %1120 = fmul contract float %1119, %4
  %1121 = fsub contract float %1120, %1042
  %1122 = fmul float %1121, 0x3FF7154760000000
  %1123 = tail call float @llvm.exp2.f32(float %1122)
  store float %1123, ptr addrspace(3) %177, align 4
  %1124 = load i32, ptr addrspace(3) %180, align 8
  %1125 = sitofp i32 %1124 to float
  %1126 = fmul contract float %1125, %4
  %1127 = fsub contract float %1126, %1042
  %1128 = fmul float %1127, 0x3FF7154760000000
  %1129 = tail call float @llvm.exp2.f32(float %1128)
  store float %1129, ptr addrspace(3) %181, align 8
  %1130 = load i32, ptr addrspace(3) %184, align 4
  %1131 = sitofp i32 %1130 to float
  %1132 = fmul contract float %1131, %4
  %1133 = fsub contract float %1132, %1042
  %1134 = fmul float %1133, 0x3FF7154760000000
  %1135 = tail call float @llvm.exp2.f32(float %1134)
  store float %1135, ptr addrspace(3) %185, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1136, label %1143

1136: ; preds = %1036
  %1137 = load float, ptr addrspace(3) %748, align 4
  %1138 = load float, ptr addrspace(3) %749, align 4
  %1139 = tail call float @llvm.maxnum.f32(float %1137, float %1138)
  %1140 = fsub contract float %1137, %1139
  %1141 = fmul float %1140, 0x3FF7154760000000
  %1142 = tail call float @llvm.exp2.f32(float %1141)
  store float %1142, ptr addrspace(3) %750, align 4
  br label %1143

1143: ; preds = %1136, %1036
  tail call void @llvm.musa.syncthreads.lm()
  %1144 = load float, ptr addrspace(3) %186, align 64
  %1145 = fadd reassoc float %1144, 0.000000e+00
  %1146 = load float, ptr addrspace(3) %187, align 4
  %1147 = fadd reassoc float %1145, %1146
  %1148 = load float, ptr addrspace(3) %188, align 8
  %1149 = fadd reassoc float %1147, %1148
  %1150 = load float, ptr addrspace(3) %189, align 4
  %1151 = fadd reassoc float %1149, %1150
  %1152 = load float, ptr addrspace(3) %190, align 16
  %1153 = fadd reassoc float %1151, %1152
  %1154 = load float, ptr addrspace(3) %191, align 4
  %1155 = fadd reassoc float %1153, %1154
  %1156 = load float, ptr addrspace(3) %192, align 8
  %1157 = fadd reassoc float %1155, %1156
  %1158 = load float, ptr addrspace(3) %193, align 4
  %1159 = fadd reassoc float %1157, %1158
  %1160 = load float, ptr addrspace(3) %194, align 32
  %1161 = fadd reassoc float %1159, %1160
  %1162 = load float, ptr addrspace(3) %195, align 4
  %1163 = fadd reassoc float %1161, %1162
  %1164 = load float, ptr addrspace(3) %196, align 8
  %1165 = fadd reassoc float %1163, %1164
  %1166 = load float, ptr addrspace(3) %197, align 4
  %1167 = fadd reassoc float %1165, %1166
  %1168 = load float, ptr addrspace(3) %198, align 16
  %1169 = fadd reassoc float %1167, %1168
  %1170 = load float, ptr addrspace(3) %199, align 4
  %1171 = fadd reassoc float %1169, %1170
  %1172 = load float, ptr addrspace(3) %200, align 8
  %1173 = fadd reassoc float %1171, %1172
  %1174 = load float, ptr addrspace(3) %201, align 4
  %1175 = fadd reassoc float %1173, %1174
  %1176 = bitcast float %1175 to i32
  %1177 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1176, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %118, label %1178, label %1181

1178: ; preds = %1143
  %1179 = bitcast i32 %1177 to float
  %1180 = fadd reassoc float %1175, %1179
  store float %1180, ptr addrspace(3) %751, align 4
  br label %1181

1181: ; preds = %1178, %1143
  tail call void @llvm.musa.syncthreads.lm()
  %1182 = load float, ptr addrspace(3) %125, align 64
  %1183 = fptrunc float %1182 to half
  %1184 = load float, ptr addrspace(3) %129, align 4
  %1185 = fptrunc float %1184 to half
  %1186 = load float, ptr addrspace(3) %133, align 8
  %1187 = fptrunc float %1186 to half
  %1188 = load float, ptr addrspace(3) %137, align 4
  %1189 = fptrunc float %1188 to half
  %1190 = load float, ptr addrspace(3) %141, align 16
  %1191 = fptrunc float %1190 to half
  %1192 = load float, ptr addrspace(3) %145, align 4
  %1193 = fptrunc float %1192 to half
  %1194 = load float, ptr addrspace(3) %149, align 8
  %1195 = fptrunc float %1194 to half
  %1196 = load float, ptr addrspace(3) %153, align 4
  %1197 = fptrunc float %1196 to half
  %1198 = load float, ptr addrspace(3) %157, align 32
  %1199 = fptrunc float %1198 to half
  %1200 = load float, ptr addrspace(3) %161, align 4
  %1201 = fptrunc float %1200 to half
  %1202 = load float, ptr addrspace(3) %165, align 8
  %1203 = fptrunc float %1202 to half
  %1204 = load float, ptr addrspace(3) %169, align 4
  %1205 = fptrunc float %1204 to half
  %1206 = load float, ptr addrspace(3) %173, align 16
  %1207 = fptrunc float %1206 to half
  %1208 = load float, ptr addrspace(3) %177, align 4
  %1209 = fptrunc float %1208 to half
  %1210 = load float, ptr addrspace(3) %181, align 8
  %1211 = fptrunc float %1210 to half
  %1212 = load float, ptr addrspace(3) %185, align 4
  %1213 = fptrunc float %1212 to half
  store half %1183, ptr addrspace(3) %210, align 16
  store half %1185, ptr addrspace(3) %220, align 2
  store half %1187, ptr addrspace(3) %230, align 4
  store half %1189, ptr addrspace(3) %240, align 2
  store half %1191, ptr addrspace(3) %250, align 8
  store half %1193, ptr addrspace(3) %260, align 2
  store half %1195, ptr addrspace(3) %270, align 4
  store half %1197, ptr addrspace(3) %280, align 2
  store half %1199, ptr addrspace(3) %289, align 16
  store half %1201, ptr addrspace(3) %299, align 2
  store half %1203, ptr addrspace(3) %309, align 4
  store half %1205, ptr addrspace(3) %319, align 2
  store half %1207, ptr addrspace(3) %329, align 8
  store half %1209, ptr addrspace(3) %339, align 2
  store half %1211, ptr addrspace(3) %349, align 4
  store half %1213, ptr addrspace(3) %359, align 2
  %1214 = extractelement <8 x half> %924, i64 0
  store half %1214, ptr addrspace(3) %375, align 2
  %1215 = extractelement <8 x half> %924, i64 1
  store half %1215, ptr addrspace(3) %390, align 2
  %1216 = extractelement <8 x half> %924, i64 2
  store half %1216, ptr addrspace(3) %405, align 2
  %1217 = extractelement <8 x half> %924, i64 3
  store half %1217, ptr addrspace(3) %420, align 2
  %1218 = extractelement <8 x half> %924, i64 4
  store half %1218, ptr addrspace(3) %435, align 2
  %1219 = extractelement <8 x half> %924, i64 5
  store half %1219, ptr addrspace(3) %450, align 2
  %1220 = extractelement <8 x half> %924, i64 6
  store half %1220, ptr addrspace(3) %465, align 2
  %1221 = extractelement <8 x half> %924, i64 7
  store half %1221, ptr addrspace(3) %480, align 2
  %1222 = extractelement <8 x half> %925, i64 0
  store half %1222, ptr addrspace(3) %494, align 2
  %1223 = extractelement <8 x half> %925, i64 1
  store half %1223, ptr addrspace(3) %509, align 2
  %1224 = extractelement <8 x half> %925, i64 2
  store half %1224, ptr addrspace(3) %524, align 2
  %1225 = extractelement <8 x half> %925, i64 3
  store half %1225, ptr addrspace(3) %539, align 2
  %1226 = extractelement <8 x half> %925, i64 4
  store half %1226, ptr addrspace(3) %554, align 2
  %1227 = extractelement <8 x half> %925, i64 5
  store half %1227, ptr addrspace(3) %569, align 2
  %1228 = extractelement <8 x half> %925, i64 6
  store half %1228, ptr addrspace(3) %584, align 2
  %1229 = extractelement <8 x half> %925, i64 7
  store half %1229, ptr addrspace(3) %599, align 2
  %1230 = load float, ptr addrspace(3) %600, align 4
  %1231 = fmul contract float %922, %1230
  store float %1231, ptr addrspace(3) %601, align 64
  %1232 = fmul contract float %921, %1230
  store float %1232, ptr addrspace(3) %604, align 4
  %1233 = fmul contract float %920, %1230
  store float %1233, ptr addrspace(3) %607, align 8
  %1234 = fmul contract float %919, %1230
  store float %1234, ptr addrspace(3) %610, align 4
  %1235 = fmul contract float %918, %1230
  store float %1235, ptr addrspace(3) %613, align 16
  %1236 = fmul contract float %917, %1230
  store float %1236, ptr addrspace(3) %616, align 4
  %1237 = fmul contract float %916, %1230
  store float %1237, ptr addrspace(3) %619, align 8
  %1238 = fmul contract float %915, %1230
  store float %1238, ptr addrspace(3) %622, align 4
  %1239 = fmul contract float %914, %1230
  store float %1239, ptr addrspace(3) %625, align 32
  %1240 = fmul contract float %913, %1230
  store float %1240, ptr addrspace(3) %628, align 4
  %1241 = fmul contract float %912, %1230
  store float %1241, ptr addrspace(3) %631, align 8
  %1242 = fmul contract float %911, %1230
  store float %1242, ptr addrspace(3) %634, align 4
  %1243 = fmul contract float %910, %1230
  store float %1243, ptr addrspace(3) %637, align 16
  %1244 = fmul contract float %909, %1230
  store float %1244, ptr addrspace(3) %640, align 4
  %1245 = fmul contract float %908, %1230
  store float %1245, ptr addrspace(3) %643, align 8
  %1246 = fmul contract float %907, %1230
  store float %1246, ptr addrspace(3) %646, align 4
  %1247 = load float, ptr addrspace(3) %647, align 4
  %1248 = fmul contract float %906, %1247
  store float %1248, ptr addrspace(3) %649, align 64
  %1249 = fmul contract float %905, %1247
  store float %1249, ptr addrspace(3) %651, align 4
  %1250 = fmul contract float %904, %1247
  store float %1250, ptr addrspace(3) %653, align 8
  %1251 = fmul contract float %903, %1247
  store float %1251, ptr addrspace(3) %655, align 4
  %1252 = fmul contract float %902, %1247
  store float %1252, ptr addrspace(3) %657, align 16
  %1253 = fmul contract float %901, %1247
  store float %1253, ptr addrspace(3) %659, align 4
  %1254 = fmul contract float %900, %1247
  store float %1254, ptr addrspace(3) %661, align 8
  %1255 = fmul contract float %899, %1247
  store float %1255, ptr addrspace(3) %663, align 4
  %1256 = fmul contract float %898, %1247
  store float %1256, ptr addrspace(3) %666, align 32
  %1257 = fmul contract float %897, %1247
  store float %1257, ptr addrspace(3) %668, align 4
  %1258 = fmul contract float %896, %1247
  store float %1258, ptr addrspace(3) %670, align 8
  %1259 = fmul contract float %895, %1247
  store float %1259, ptr addrspace(3) %672, align 4
  %1260 = fmul contract float %894, %1247
  store float %1260, ptr addrspace(3) %674, align 16
  %1261 = fmul contract float %893, %1247
  store float %1261, ptr addrspace(3) %676, align 4
  %1262 = fmul contract float %892, %1247
  store float %1262, ptr addrspace(3) %678, align 8
  %1263 = fmul contract float %891, %1247
  store float %1263, ptr addrspace(3) %680, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %79, label %1264, label %1366

1264: ; preds = %1181
  %1265 = load i32, ptr addrspace(3) %755, align 4
  %1266 = load i32, ptr addrspace(3) %758, align 4
  %1267 = load i32, ptr addrspace(3) %761, align 4
  %1268 = load i32, ptr addrspace(3) %764, align 4
  %1269 = load i32, ptr addrspace(3) %768, align 4
  %1270 = load i32, ptr addrspace(3) %772, align 4
  %1271 = load i32, ptr addrspace(3) %776, align 4
  %1272 = load i32, ptr addrspace(3) %780, align 4
  %1273 = load i32, ptr addrspace(3) %784, align 4
  %1274 = load i32, ptr addrspace(3) %787, align 4
  %1275 = load i32, ptr addrspace(3) %790, align 4
  %1276 = load i32, ptr addrspace(3) %793, align 4
  %1277 = load i32, ptr addrspace(3) %796, align 4
  %1278 = load i32, ptr addrspace(3) %799, align 4
  %1279 = load i32, ptr addrspace(3) %802, align 4
  %1280 = load i32, ptr addrspace(3) %805, align 4
  %1281 = load i32, ptr addrspace(3) %809, align 4
  %1282 = load i32, ptr addrspace(3) %812, align 4
  %1283 = load i32, ptr addrspace(3) %815, align 4
  %1284 = load i32, ptr addrspace(3) %818, align 4
  %1285 = load i32, ptr addrspace(3) %821, align 4
  %1286 = load i32, ptr addrspace(3) %824, align 4
  %1287 = load i32, ptr addrspace(3) %827, align 4
  %1288 = load i32, ptr addrspace(3) %830, align 4
  %1289 = load i32, ptr addrspace(3) %834, align 4
  %1290 = load i32, ptr addrspace(3) %837, align 4
  %1291 = load i32, ptr addrspace(3) %840, align 4
  %1292 = load i32, ptr addrspace(3) %843, align 4
  %1293 = load i32, ptr addrspace(3) %846, align 4
  %1294 = load i32, ptr addrspace(3) %849, align 4
  %1295 = load i32, ptr addrspace(3) %852, align 4
  %1296 = load i32, ptr addrspace(3) %855, align 4
  %1297 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1265, i64 0
  %1298 = insertelement <32 x i32> %1297, i32 %1266, i64 1
  %1299 = insertelement <32 x i32> %1298, i32 %1267, i64 2
  %1300 = insertelement <32 x i32> %1299, i32 %1268, i64 3
  %1301 = insertelement <32 x i32> %1300, i32 %1269, i64 4
  %1302 = insertelement <32 x i32> %1301, i32 %1270, i64 5
  %1303 = insertelement <32 x i32> %1302, i32 %1271, i64 6
  %1304 = insertelement <32 x i32> %1303, i32 %1272, i64 7
  %1305 = insertelement <32 x i32> %1304, i32 %1273, i64 8
  %1306 = insertelement <32 x i32> %1305, i32 %1274, i64 9
  %1307 = insertelement <32 x i32> %1306, i32 %1275, i64 10
  %1308 = insertelement <32 x i32> %1307, i32 %1276, i64 11
  %1309 = insertelement <32 x i32> %1308, i32 %1277, i64 12
  %1310 = insertelement <32 x i32> %1309, i32 %1278, i64 13
  %1311 = insertelement <32 x i32> %1310, i32 %1279, i64 14
  %1312 = insertelement <32 x i32> %1311, i32 %1280, i64 15
  %1313 = insertelement <32 x i32> %1312, i32 %1281, i64 16
  %1314 = insertelement <32 x i32> %1313, i32 %1282, i64 17
  %1315 = insertelement <32 x i32> %1314, i32 %1283, i64 18
  %1316 = insertelement <32 x i32> %1315, i32 %1284, i64 19
  %1317 = insertelement <32 x i32> %1316, i32 %1285, i64 20
  %1318 = insertelement <32 x i32> %1317, i32 %1286, i64 21
  %1319 = insertelement <32 x i32> %1318, i32 %1287, i64 22
  %1320 = insertelement <32 x i32> %1319, i32 %1288, i64 23
  %1321 = insertelement <32 x i32> %1320, i32 %1289, i64 24
  %1322 = insertelement <32 x i32> %1321, i32 %1290, i64 25
  %1323 = insertelement <32 x i32> %1322, i32 %1291, i64 26
  %1324 = insertelement <32 x i32> %1323, i32 %1292, i64 27
  %1325 = insertelement <32 x i32> %1324, i32 %1293, i64 28
  %1326 = insertelement <32 x i32> %1325, i32 %1294, i64 29
  %1327 = insertelement <32 x i32> %1326, i32 %1295, i64 30
  %1328 = insertelement <32 x i32> %1327, i32 %1296, i64 31
  %1329 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), align 4096
  %1330 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1329, i32 64, i32 1, i32 3)
  %1331 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 28672), align 4096
  %1332 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1331, i32 64, i32 1, i32 3)
  %1333 = tail call <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32 %1330, i32 %1332, <32 x i32> %1328, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <32 x i32> %1333 to <32 x float>
  %1334 = extractelement <32 x float> %bc, i64 0
  store float %1334, ptr addrspace(3) %856, align 4
  %1335 = extractelement <32 x float> %bc, i64 1
  store float %1335, ptr addrspace(3) %857, align 4
  %1336 = extractelement <32 x float> %bc, i64 2
  store float %1336, ptr addrspace(3) %858, align 4
  %1337 = extractelement <32 x float> %bc, i64 3
  store float %1337, ptr addrspace(3) %859, align 4
  %1338 = extractelement <32 x float> %bc, i64 4
  store float %1338, ptr addrspace(3) %860, align 4
  %1339 = extractelement <32 x float> %bc, i64 5
  store float %1339, ptr addrspace(3) %861, align 4
  %1340 = extractelement <32 x float> %bc, i64 6
  store float %1340, ptr addrspace(3) %862, align 4
  %1341 = extractelement <32 x float> %bc, i64 7
  store float %1341, ptr addrspace(3) %863, align 4
  %1342 = extractelement <32 x float> %bc, i64 8
  store float %1342, ptr addrspace(3) %864, align 4
  %1343 = extractelement <32 x float> %bc, i64 9
  store float %1343, ptr addrspace(3) %865, align 4
  %1344 = extractelement <32 x float> %bc, i64 10
  store float %1344, ptr addrspace(3) %866, align 4
  %1345 = extractelement <32 x float> %bc, i64 11
  store float %1345, ptr addrspace(3) %867, align 4
  %1346 = extractelement <32 x float> %bc, i64 12
  store float %1346, ptr addrspace(3) %868, align 4
  %1347 = extractelement <32 x float> %bc, i64 13
  store float %1347, ptr addrspace(3) %869, align 4
  %1348 = extractelement <32 x float> %bc, i64 14
  store float %1348, ptr addrspace(3) %870, align 4
  %1349 = extractelement <32 x float> %bc, i64 15
  store float %1349, ptr addrspace(3) %871, align 4
  %1350 = extractelement <32 x float> %bc, i64 16
  store float %1350, ptr addrspace(3) %872, align 4
  %1351 = extractelement <32 x float> %bc, i64 17
  store float %1351, ptr addrspace(3) %873, align 4
  %1352 = extractelement <32 x float> %bc, i64 18
  store float %1352, ptr addrspace(3) %874, align 4
  %1353 = extractelement <32 x float> %bc, i64 19
  store float %1353, ptr addrspace(3) %875, align 4
  %1354 = extractelement <32 x float> %bc, i64 20
  store float %1354, ptr addrspace(3) %876, align 4
  %1355 = extractelement <32 x float> %bc, i64 21
  store float %1355, ptr addrspace(3) %877, align 4
  %1356 = extractelement <32 x float> %bc, i64 22
  store float %1356, ptr addrspace(3) %878, align 4
  %1357 = extractelement <32 x float> %bc, i64 23
  store float %1357, ptr addrspace(3) %879, align 4
  %1358 = extractelement <32 x float> %bc, i64 24
  store float %1358, ptr addrspace(3) %880, align 4
  %1359 = extractelement <32 x float> %bc, i64 25
  store float %1359, ptr addrspace(3) %881, align 4
  %1360 = extractelement <32 x float> %bc, i64 26
  store float %1360, ptr addrspace(3) %882, align 4
  %1361 = extractelement <32 x float> %bc, i64 27
  store float %1361, ptr addrspace(3) %883, align 4
  %1362 = extractelement <32 x float> %bc, i64 28
  store float %1362, ptr addrspace(3) %884, align 4
  %1363 = extractelement <32 x float> %bc, i64 29
  store float %1363, ptr addrspace(3) %885, align 4
  %1364 = extractelement <32 x float> %bc, i64 30
  store float %1364, ptr addrspace(3) %886, align 4
  %1365 = extractelement <32 x float> %bc, i64 31
  store float %1365, ptr addrspace(3) %887, align 4
  br label %1366

1366: ; preds = %1264, %1181
  tail call void @llvm.musa.syncthreads.lm()
  %1367 = load float, ptr addrspace(3) %681, align 64
  %1368 = load <4 x float>, ptr addrspace(3) %682, align 4
  %1369 = load float, ptr addrspace(3) %683, align 4
  %1370 = load float, ptr addrspace(3) %684, align 8
  %1371 = load float, ptr addrspace(3) %685, align 4
  %1372 = load <8 x float>, ptr addrspace(3) %686, align 32
  %1373 = load <8 x float>, ptr addrspace(3) %687, align 64
  %1374 = load <8 x float>, ptr addrspace(3) %688, align 32
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1375, label %1381

1375: ; preds = %1366
  %1376 = load float, ptr addrspace(3) %888, align 4
  %1377 = load float, ptr addrspace(3) %750, align 4
  %1378 = fmul contract float %1376, %1377
  %1379 = load float, ptr addrspace(3) %889, align 4
  %1380 = fadd contract float %1378, %1379
  store float %1380, ptr addrspace(3) %888, align 4
  br label %1381

1381: ; preds = %1375, %1366
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1382, label %1386

1382: ; preds = %1381
  %1383 = load float, ptr addrspace(3) %748, align 4
  %1384 = load float, ptr addrspace(3) %749, align 4
  %1385 = tail call float @llvm.maxnum.f32(float %1383, float %1384)
  store float %1385, ptr addrspace(3) %748, align 4
  br label %1386

1386: ; preds = %1382, %1381
  tail call void @llvm.musa.syncthreads.lm()
  %1387 = extractelement <8 x float> %1372, i64 0
  %1388 = extractelement <8 x float> %1372, i64 1
  %1389 = extractelement <8 x float> %1372, i64 2
  %1390 = extractelement <8 x float> %1372, i64 3
  %1391 = extractelement <8 x float> %1372, i64 4
  %1392 = extractelement <8 x float> %1372, i64 5
  %1393 = extractelement <8 x float> %1372, i64 6
  %1394 = extractelement <8 x float> %1372, i64 7
  %1395 = extractelement <8 x float> %1373, i64 0
  %1396 = extractelement <8 x float> %1373, i64 1
  %1397 = extractelement <8 x float> %1373, i64 2
  %1398 = extractelement <8 x float> %1373, i64 3
  %1399 = extractelement <8 x float> %1373, i64 4
  %1400 = extractelement <8 x float> %1373, i64 5
  %1401 = extractelement <8 x float> %1373, i64 6
  %1402 = extractelement <8 x float> %1373, i64 7
  %1403 = extractelement <8 x float> %1374, i64 0
  %1404 = extractelement <8 x float> %1374, i64 1
  %1405 = extractelement <8 x float> %1374, i64 2
  %1406 = extractelement <8 x float> %1374, i64 3
  %1407 = extractelement <8 x float> %1374, i64 4
  %1408 = extractelement <8 x float> %1374, i64 5
  %1409 = extractelement <8 x float> %1374, i64 6
  %1410 = extractelement <8 x float> %1374, i64 7
  %1411 = extractelement <4 x float> %1368, i64 0
  %1412 = extractelement <4 x float> %1368, i64 1
  %1413 = extractelement <4 x float> %1368, i64 2
  %1414 = extractelement <4 x float> %1368, i64 3
  br i1 %927, label %890, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1386
  %1415 = insertelement <8 x float> poison, float %1367, i64 0
  %1416 = shufflevector <4 x float> %1368, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1417 = shufflevector <8 x float> %1415, <8 x float> %1416, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1418 = insertelement <8 x float> %1417, float %1369, i64 5
  %1419 = insertelement <8 x float> %1418, float %1370, i64 6
  %1420 = insertelement <8 x float> %1419, float %1371, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %35
  %1421 = phi <8 x float> [ zeroinitializer, %35 ], [ %1420, %._crit_edge.loopexit ]
  %1422 = phi <8 x float> [ zeroinitializer, %35 ], [ %1372, %._crit_edge.loopexit ]
  %1423 = phi <8 x float> [ zeroinitializer, %35 ], [ %1373, %._crit_edge.loopexit ]
  %1424 = phi <8 x float> [ zeroinitializer, %35 ], [ %1374, %._crit_edge.loopexit ]
  %1425 = getelementptr float, ptr addrspace(3) @global_smem, i32 %23
  %1426 = load float, ptr addrspace(3) %1425, align 4
  %1427 = insertelement <8 x float> poison, float %1426, i64 0
  %1428 = shufflevector <8 x float> %1427, <8 x float> poison, <8 x i32> zeroinitializer
  %1429 = fdiv <8 x float> %1421, %1428
  %1430 = fptrunc <8 x float> %1429 to <8 x half>
  %1431 = getelementptr half, ptr addrspace(1) %3, i64 %39
  %1432 = getelementptr half, ptr addrspace(1) %1431, i64 %20
  store <8 x half> %1430, ptr addrspace(1) %1432, align 16
  %1433 = fdiv <8 x float> %1422, %1428
  %1434 = fptrunc <8 x float> %1433 to <8 x half>
  %1435 = getelementptr half, ptr addrspace(1) %1431, i64 %22
  store <8 x half> %1434, ptr addrspace(1) %1435, align 16
  %1436 = getelementptr float, ptr addrspace(3) @global_smem, i32 %54
  %1437 = load float, ptr addrspace(3) %1436, align 4
  %1438 = insertelement <8 x float> poison, float %1437, i64 0
  %1439 = shufflevector <8 x float> %1438, <8 x float> poison, <8 x i32> zeroinitializer
  %1440 = fdiv <8 x float> %1423, %1439
  %1441 = fptrunc <8 x float> %1440 to <8 x half>
  %1442 = getelementptr half, ptr addrspace(1) %3, i64 %57
  %1443 = getelementptr half, ptr addrspace(1) %1442, i64 %20
  store <8 x half> %1441, ptr addrspace(1) %1443, align 16
  %1444 = fdiv <8 x float> %1424, %1439
  %1445 = fptrunc <8 x float> %1444 to <8 x half>
  %1446 = getelementptr half, ptr addrspace(1) %1442, i64 %22
  store <8 x half> %1445, ptr addrspace(1) %1446, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
